import type { RemoteName } from './site-apps.ts';

/**
 * What visitors' browsers witness of each remote's release (POST /public/releases/reports, a beacon
 * like the statistics'): a page view of the release, the errors met with it, its Core Web Vitals.
 * Each report names the release the page was given; the server recomputes that answer and refuses
 * a report for a release the visitor was not given.
 */

/** How an error was met: the remote's files failed to load, its boundary caught a render error, or an uncaught error came from its files. */
export const RELEASE_ERROR_KINDS = ['load', 'render', 'uncaught'] as const;
export type ReleaseErrorKind = (typeof RELEASE_ERROR_KINDS)[number];

/** An error's message is cut to this many characters (with no query strings). */
export const RELEASE_ERROR_MESSAGE_MAX = 200;
/** At most this many errors of one remote in one report. */
export const RELEASE_REPORT_ERRORS_MAX = 10;
/** A report's body at most, in bytes. */
export const RELEASE_REPORT_BYTES_MAX = 8 * 1024;
/** The page's path at most. */
export const RELEASE_REPORT_PATH_MAX = 500;

export interface ReleaseError {
  kind: ReleaseErrorKind;
  message: string;
}

/** What one page view met with one remote's release. */
export interface RemoteWitness {
  remote: RemoteName;
  /** The release's id, as the page's config named it. */
  release: number;
  errors?: ReleaseError[];
  /** Core Web Vitals of the page view, when measured: LCP and INP in ms, CLS unitless. */
  lcp?: number;
  inp?: number;
  cls?: number;
}

export interface ReleaseReport {
  /** The page's path, no query or fragment. */
  path: string;
  remotes: RemoteWitness[];
}

/**
 * An error message as reported: URLs without their query or fragment, e-mail addresses and long
 * digit runs (phone numbers, cards) masked, cut to RELEASE_ERROR_MESSAGE_MAX characters.
 */
export function reportedMessage(message: string): string {
  return message
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s?#'"`)]*)[?#][^\s'"`)]*/gi, '$1')
    .replace(/[^\s@'"<>()]+@[^\s@'"<>()]+\.[a-z]{2,}/gi, '[correo]')
    .replace(/\d{6,}/g, '[número]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, RELEASE_ERROR_MESSAGE_MAX);
}
