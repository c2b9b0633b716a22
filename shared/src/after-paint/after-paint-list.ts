import type { SiteEvent } from '../types.ts';

/**
 * What a page whose first view the server drew asks for after its first paint, written by the server
 * as JSON in `#pasteleria-after-paint` for the page's loader (./loader/). Each file is an element's
 * attributes as the server names them, copied as they are, so whatever the server adds to a file
 * (`crossorigin`, `integrity`…) reaches the element that asks for it.
 */
export interface AfterPaint {
  /** The start-up scripts' attributes (`src`, `fetchpriority`, `type`…; not `defer`), in the order they run. */
  scripts: Array<Record<string, string>>;
  /** `<link rel=preload as=script>` attributes: the remote's first view. */
  preloads: Array<Record<string, string>>;
  /** The page's events until the host counts them: where they go, the first ones, a WhatsApp click's. */
  count: { url: string; events: SiteEvent[]; whatsapp: SiteEvent };
}

/** The id of the JSON element the loader reads. */
export const AFTER_PAINT_LIST_ID = 'pasteleria-after-paint';
