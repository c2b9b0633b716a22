/** The origin of the page the server is drawing (its render sets it); the browser's own otherwise. */
let renderedOrigin = '';

/**
 * Scheme, host and port of the site as the visitor reached it (`https://pasteleria.example`): for
 * absolute links a screen writes (a product's URL in its WhatsApp order), the same on the server's
 * render of a page as in the browser that hydrates it.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? renderedOrigin : window.location.origin;
}

/** The server's render: the origin of the page it draws next. */
export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}
