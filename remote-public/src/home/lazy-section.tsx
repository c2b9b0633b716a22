import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** Interactions that mean the visitor is about to move down the page (scrolling is seen by the observer). */
const INTERACTIONS = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

/**
 * A home section below the fold: its code (a lazy chunk) is fetched when its place comes near the
 * screen or the visitor first interacts with the page, so the first download of / stays small. A
 * place already above the screen when the scripts start (the visitor scrolled past it while the page
 * was still loading) is fetched at once too: it is on the visitor's way back up.
 * Until then, and while the chunk loads, its place keeps `minHeight`, so nothing jumps. A browser
 * that runs no script never loads it: its place holds `withoutScripts`, what it misses, instead.
 */
export function LazySection({
  minHeight,
  withoutScripts,
  children,
}: {
  minHeight: string;
  withoutScripts: ReactNode;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  // The server draws the place alone, as the browser's first render does (where it can observe).
  const [wanted, setWanted] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    if (wanted || !place.current) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) =>
        entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < (e.rootBounds?.top ?? 0)) && want(),
      { rootMargin: '100px 0px' },
    );
    observer.observe(place.current);
    INTERACTIONS.forEach((type) => window.addEventListener(type, want, { once: true, passive: true }));
    return () => {
      observer.disconnect();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, want));
    };
  }, [wanted]);

  const placeholder = (
    <div ref={place} className="pub-lazy" style={{ minHeight }} aria-busy="true">
      <noscript>
        <p className="muted pub-noscript">{withoutScripts}</p>
      </noscript>
    </div>
  );
  return wanted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
