import type { LogEvent } from 'kysely';
import type { DatabaseAvailability } from './availability.js';

/**
 * Every statement's outcome, as Kysely's log tells it once each (answered, or failed), or as the
 * pool tells it when the statement got no connection (`connectFailed`): the
 * database's availability follows it (a statement answered, or refused by a running server, proves
 * it reachable), its failures are counted by why (the metrics read them), and `onStatement`, when
 * set, hears of each one (a trace makes it a span of its request).
 */
export class Statements {
  /** Statements that failed since the process started: the database could not be reached, or it refused them. */
  readonly failures = { unreachable: 0, refused: 0 };

  onStatement: ((event: LogEvent) => void) | undefined;

  constructor(readonly availability: DatabaseAvailability) {}

  /** Kysely's `log`. */
  readonly log = (event: LogEvent): void => {
    if (event.level === 'error' && this.availability.noteFailure(event.error)) this.failures.unreachable += 1;
    else {
      if (event.level === 'error') this.failures.refused += 1;
      this.availability.noteAnswer(performance.now() - event.queryDurationMillis);
    }
    this.onStatement?.(event);
  };

  /**
   * A statement that got no connection to run on (the pool could not open one): Kysely's log never
   * hears of it, yet it failed, and during an outage most statements fail this way.
   */
  readonly connectFailed = (error: unknown): void => {
    if (this.availability.noteFailure(error)) this.failures.unreachable += 1;
    else this.failures.refused += 1;
  };
}
