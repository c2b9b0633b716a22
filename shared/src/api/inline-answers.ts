import { INLINE_DATA_ID, readInlineJson } from '../config/inline-json';
import { answerNow } from './answered';

/**
 * The route data the server wrote into the page: the answers of the API calls the
 * route's first view makes, keyed by their path under the API base.
 *
 *   <script type="application/json" id="pasteleria-data">
 *     {"route":"category","answers":{"/public/categorias/pasteles":{…}},"alsoRequest":[]}
 *   </script>
 *
 * Each answer serves one GET of that path, once: the first view renders without waiting for the
 * API, and any later call (a retry, a new visit of the route) asks the server. A path listed in
 * `alsoRequest` (a post, whose GET counts a visit) is still requested; its answer is not awaited.
 * The same answers feed the server's render of the first view (`provideInlineAnswers`), and the
 * browser's first render reads them without using them up (`peekInlineAnswers`), so that it draws
 * exactly what the server drew and React hydrates it as it is.
 */
interface InlineData {
  answers?: Record<string, unknown>;
  alsoRequest?: string[];
}

let answers: Map<string, unknown> | null = null;
let alsoRequest: Set<string> = new Set();

function load(): Map<string, unknown> {
  if (!answers) {
    const raw = readInlineJson(INLINE_DATA_ID) as InlineData | null;
    answers = new Map(raw && typeof raw.answers === 'object' && raw.answers ? Object.entries(raw.answers) : []);
    alsoRequest = new Set(Array.isArray(raw?.alsoRequest) ? raw.alsoRequest : []);
  }
  return answers;
}

/** While a `peekInlineAnswers` runs: GETs read the answers and leave them, and ask the network nothing. */
let peeking = false;

/** The inline answer of a GET of `path` (served once, unless peeking), or undefined. */
export function takeInlineAnswer(path: string): { data: unknown; alsoRequest: boolean } | undefined {
  const all = load();
  if (!all.has(path)) return undefined;
  const data = all.get(path);
  if (peeking) return { data, alsoRequest: false };
  all.delete(path);
  return { data, alsoRequest: alsoRequest.has(path) };
}

/** Whether GETs only look at the inline answers now: one they do not hold is not asked for. */
export const peekingAtInlineAnswers = (): boolean => peeking;

/**
 * Runs `read` (a screen's GETs) against the inline answers alone: what it answers when they hold
 * every GET it makes, as a promise readable at once (answered.ts); a GET they lack sends nothing
 * and never settles. Nothing is used up and nothing is requested: a render may call it. Without
 * answers left to read, `read` is not called at all.
 */
export function peekInlineAnswers<T>(read: () => Promise<T>): Promise<T> | undefined {
  // Once the page's answers are used up (or it carried none), a screen has nothing to read here.
  if (load().size === 0) return undefined;
  peeking = true;
  try {
    return read();
  } catch {
    return undefined;
  } finally {
    peeking = false;
  }
}

/**
 * Runs `read` (one query's GETs) against the inline answers: when they hold every GET it makes,
 * its value now; else undefined. Nothing is used up and nothing is requested: a render may call it
 * (again, when React starts it over). The back office fills its query cache so, as the server
 * draws a page and as the browser's first render hydrates it.
 */
export function peekAnsweredNow<T>(read: () => Promise<T>): { value: T } | undefined {
  const peeked = peekInlineAnswers(read);
  return peeked && answerNow(peeked);
}

/**
 * Uses up the inline answers of `read`'s GETs when the page holds them all (a later read of the same
 * paths asks the server). Nothing is requested.
 */
export function takeAnsweredNow<T>(read: () => Promise<T>): void {
  // The same read again, taking the answers it just looked at: they are all there, so it sends nothing.
  if (peekAnsweredNow(read)) read().catch(() => undefined);
}

/**
 * The server's render: the answers of the page it draws, as the page will carry them
 * (`{ answers, alsoRequest }`), in place of the document's.
 */
export function provideInlineAnswers(raw: InlineData): void {
  answers = new Map(Object.entries(raw.answers ?? {}));
  alsoRequest = new Set(raw.alsoRequest ?? []);
}

/** Tests only: forget what was read, so the next call reads the page again. */
export function resetInlineAnswers(): void {
  answers = null;
}
