import { performance } from 'node:perf_hooks';

/**
 * Whether the database can be reached at all, told apart from a statement it refused: while a
 * server is stopped, restarting or cut off, every request that needs it is answered 503 (see
 * http/errors.ts), and the outage is told once when it begins and once when it ends, instead of
 * once per request.
 */

/**
 * Node's socket errors; PostgreSQL's connection exceptions (class 08), its "terminating connection
 * due to administrator command", "crash of another server process" and "the database system is
 * shutting down / starting up" (57P01–57P03), and "too many connections" (53300).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What `pg` and `pg-pool` throw, without a code, when a connection is lost or cannot be had in time. */
const UNREACHABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  // "… unexpectedly", "… due to connection timeout"
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/** Whether `error` says the database cannot be reached now (rather than that it refused a statement). */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((start) => message.startsWith(start))) return true;
  // A name with several addresses fails with one error per address.
  return Array.isArray(errors) && errors.some(isDatabaseUnreachable);
}

/**
 * This instance's view of the database: reachable until an error says otherwise, and again once a
 * statement sent after that error is answered (one already under way when it began proves nothing).
 */
export class DatabaseAvailability {
  /** When the current outage was first seen (performance.now()), or undefined while reachable. */
  #lostAt: number | undefined;

  /** Told when the database stops answering (with the first error that said so), and when it answers again. */
  onChange: (reachable: boolean, error?: unknown) => void = () => undefined;

  get reachable(): boolean {
    return this.#lostAt === undefined;
  }

  /** Whether `error` means the database cannot be reached; when it does, notes it (the outage's first is told). */
  noteFailure(error: unknown): boolean {
    if (!isDatabaseUnreachable(error)) return false;
    if (this.#lostAt === undefined) {
      this.#lostAt = performance.now();
      this.onChange(false, error);
    }
    return true;
  }

  /** A statement sent at `sentAt` (performance.now()) was answered, or refused by a running server. */
  noteAnswer(sentAt: number): void {
    if (this.#lostAt === undefined || sentAt < this.#lostAt) return;
    this.#lostAt = undefined;
    this.onChange(true);
  }
}
