import type { ReactNode } from 'react';
import { useInBrowser } from '../layout/in-browser';
// The banner's few rules travel with the page's styles: a stylesheet of the preview's own chunk
// would add its loading to the start-up script every visitor downloads.
import './preview-banner.css';

/** The preview banner of this page load: set at start-up while it previews a release, else nothing. */
let banner: ReactNode = null;

/** Start-up only (the preview's own chunk, which also brings the banner). */
export function setPreviewBanner(element: ReactNode): void {
  banner = element;
}

/**
 * Where the layouts put the preview banner: nothing, unless this page load previews a release
 * (known to the browser alone: it shows once the server's page is hydrated).
 */
export function PreviewSlot() {
  return useInBrowser() ? banner : null;
}
