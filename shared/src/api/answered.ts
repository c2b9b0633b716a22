/**
 * Promises that already hold their value: what `apiGet` returns for an answer the page carried
 * inline (inline-answers.ts). They follow React's thenable convention (`status: 'fulfilled'` and
 * `value`), so `useAsync` reads them at once, before the browser paints, and the first paint
 * already shows the data instead of a loading state. For anyone else they are promises.
 */
interface Answered<T> extends Promise<T> {
  status: 'fulfilled';
  value: T;
}

/** A promise of `value` that can also be read at once. */
export function answered<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Answered<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/** The value of a promise made by `answered`, read at once; undefined for any other promise. */
export function answerNow<T>(promise: Promise<T>): { value: T } | undefined {
  const candidate = promise as Partial<Answered<T>>;
  return candidate.status === 'fulfilled' ? { value: candidate.value as T } : undefined;
}

/** `promise.then(onValue, onError)`, still readable at once when `promise` is. */
export function thenAnswer<T, U>(
  promise: Promise<T>,
  onValue: (value: T) => U,
  onError?: (error: unknown) => U,
): Promise<U> {
  const now = answerNow(promise);
  if (!now) return promise.then(onValue, onError);
  try {
    return answered(onValue(now.value));
  } catch (error) {
    // As `then` would: the error rejects the promise, never throws from the call.
    return Promise.resolve().then(() => {
      throw error;
    });
  }
}

/** Both answers combined, readable at once when both are. */
export function bothAnswers<A, B, U>(a: Promise<A>, b: Promise<B>, combine: (a: A, b: B) => U): Promise<U> {
  const nowB = answerNow(b);
  if (answerNow(a) && nowB) return thenAnswer(a, (valueA) => combine(valueA, nowB.value));
  return Promise.all([a, b]).then(([valueA, valueB]) => combine(valueA, valueB));
}
