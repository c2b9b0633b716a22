import { reportedMessage } from '@pasteleria/shared/federation';
import { RemoteLoadError } from '../federation/remote-load-error';

/** What went wrong, in words: an error's name and message, and what kept a remote from loading. */
function describe(error: unknown): string {
  if (error instanceof RemoteLoadError) return `${error.message}: ${describe(error.cause)}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** An error as a report carries it: with no query strings or personal data, cut to 200 characters. */
export function errorMessage(error: unknown): string {
  return reportedMessage(describe(error));
}
