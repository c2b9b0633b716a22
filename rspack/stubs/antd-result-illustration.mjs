// antd Result's pictures (404, 403, 500) as chunks of their own in the back office's build
// (rspack/antd-result-illustrations-lazy.js): a Result shows its title, text and buttons at once, and
// its picture when the picture's file has come; antd's stylesheet keeps the picture's box (250 × 295
// px) meanwhile, so nothing moves. A file that cannot come (the network is down) leaves the box as
// it is: empty in a screen the browser draws, the server's picture in one it hydrates (the picture
// never settles, so React keeps the server's drawing instead of redrawing it without).
import { createElement, lazy, Suspense } from 'react';

/** The component antd's Result draws for a status, loaded by `load`. */
export function lazyPicture(load) {
  const Picture = lazy(() => load().catch(() => new Promise(() => {})));
  return function ResultPicture() {
    return createElement(Suspense, { fallback: null }, createElement(Picture));
  };
}
