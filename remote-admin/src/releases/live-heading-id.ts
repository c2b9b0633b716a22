import type { RemoteName } from '@pasteleria/shared/federation';

/** The id of a remote's 'Versión publicada' heading, where focus goes once its live release changed. */
export function liveHeadingId(remote: RemoteName): string {
  return `versiones-${remote}-publicada`;
}

/** That heading, once on the page. */
export function liveHeading(remote: RemoteName): HTMLElement | null {
  return document.getElementById(liveHeadingId(remote));
}
