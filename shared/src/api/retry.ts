import type { AxiosError } from 'axios';

/*
 * A GET that found no API (the connection failed) or a 502, 503 or 504 (the API is starting, restarting
 * or briefly down, or a proxy found nothing behind it) is sent again after 0.25, 0.5, 1 and 2 s,
 * under 4 s in all, so a real outage still shows its message soon; then the error is the screen's, which offers 'Reintentar'. What a visitor gets
 * after a brief outage is what a developer gets while `npm run dev` starts the API. A write is
 * never sent twice, nor a request its caller cancelled.
 */
let delays: readonly number[] = [250, 500, 1000, 2000];

const BRIEF_OUTAGE = new Set([502, 503, 504]);

/** Milliseconds to wait before sending `error`'s request again after `attempt` retries, or null. */
export function retryDelay(error: AxiosError, attempt: number): number | null {
  if ((error.config?.method ?? 'get').toLowerCase() !== 'get') return null;
  if (error.code === 'ERR_CANCELED') return null;
  const status = error.response?.status;
  if (status !== undefined && !BRIEF_OUTAGE.has(status)) return null;
  return delays[attempt] ?? null;
}

/** Tests: the waits between attempts (`[]`: every request is sent once). */
export function setRetryDelays(next: readonly number[]): void {
  delays = next;
}
