// antd Result's pictures (404, 403, 500) as chunks of their own in the back office's build
// (rspack/antd-result-illustrations-lazy.js): a Result shows its title, text and buttons at once, and
// its picture when the picture's file has come. In its place meanwhile, an empty picture of its size,
// so nothing moves; if the file cannot come (the network is down), the result shows without it.
import { createElement, lazy, Suspense } from 'react';

const Missing = () => null;

/** The component antd's Result draws for a status, its picture `width` × 294 px (antd's sizes). */
export function lazyIllustration(load, width) {
  const Picture = lazy(() => load().catch(() => ({ default: Missing })));
  return function ResultIllustration() {
    return createElement(
      Suspense,
      { fallback: createElement('svg', { width, height: 294, 'aria-hidden': true }) },
      createElement(Picture),
    );
  };
}
