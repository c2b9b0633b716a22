/**
 * The JSON the server wrote into the page: `<script type="application/json" id="…">`. Null when
 * the element is absent (a page from a server that does not write it, or a test) or unreadable.
 */
export function readInlineJson(id: string): unknown {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Ids of the inline JSON the server writes into each public page: the runtime config and the first view's API answers. */
export const INLINE_CONFIG_ID = 'pasteleria-config';
export const INLINE_DATA_ID = 'pasteleria-data';
