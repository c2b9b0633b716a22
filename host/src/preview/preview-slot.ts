import type { ReactNode } from 'react';
import { useInBrowser } from '../layout/in-browser';
// The banner's few rules travel with the page's styles: a stylesheet of the preview's own chunk
// would add its loading to the start-up script every visitor downloads.
import './preview-banner.css';

/** The preview banner of this page load: set at start-up while it previews a release, else nothing. */
let banner: ReactNode = null;
/** Whether #root holds the first view the server drew with the previewed release. */
let drawnByPreview = false;

/** Start-up only (the preview's own chunk, which also brings the banner). */
export function setPreviewBanner(element: ReactNode, { drawn = false }: { drawn?: boolean } = {}): void {
  banner = element;
  drawnByPreview = drawn;
}

/**
 * Whether React may hydrate the first view in #root: yes, unless this page load previews a release
 * and the server's drawing of it could not be had (#root then holds the live releases' drawing,
 * which React replaces with the preview's).
 */
export const mayHydrate = (): boolean => banner === null || drawnByPreview;

/**
 * Where the layouts put the preview banner: nothing, unless this page load previews a release
 * (known to the browser alone: it shows once the server's page is hydrated).
 */
export function PreviewSlot() {
  return useInBrowser() ? banner : null;
}
