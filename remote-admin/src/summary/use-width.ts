import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width in pixels of the element given `ref`, followed as it changes; `fallback` until it is on
 * a page that lays it out (and wherever its width reads 0).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    // Measured in a layout effect, so the first paint is already at the element's width.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
