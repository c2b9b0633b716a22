import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { StoredImage, type Slide } from '@pasteleria/shared';
import { IMAGE_SIZES } from '@pasteleria/shared/images/responsive';

/** Time each slide stays before the next one, while playing. */
export const SLIDE_INTERVAL_MS = 6000;
/** A horizontal touch move longer than this is a swipe. */
const SWIPE_PX = 40;
/** Longest wait for an idle moment after the page has loaded, before the hidden slides' pictures. */
const IDLE_TIMEOUT_MS = 2000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor prefers reduced motion: false on the server and while React hydrates what it
 * drew (the server cannot know), the browser's answer from then on, and whenever it changes.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener?.('change', changed);
      return () => query?.removeEventListener?.('change', changed);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches === true,
    () => false,
  );
}

/**
 * Whether the page has loaded and the browser has had an idle moment since, or the carousel has
 * moved (`settle`). Until then only the slide in view has its picture: on a phone the
 * hidden slides' pictures would share the connection with the page's first view. They still arrive
 * seconds before the carousel moves on by itself.
 */
function usePageSettled(): [boolean, () => void] {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setSettled(true), { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setSettled(true), IDLE_TIMEOUT_MS / 4);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  const settle = useCallback(() => setSettled(true), []);
  return [settled, settle];
}

/**
 * The slides: image, caption and 'Ver más' (new tab) per slide. Advances by itself unless paused,
 * hovered, focused or the visitor prefers reduced motion; moves with ‹ ›, the dots, the arrow keys
 * and a swipe. Only the current slide can be reached by keyboard or screen reader.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Paused by the visitor's own choice ('Pausar', 'Reproducir'), else as their motion preference says.
  const [pausedByChoice, setPaused] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const paused = pausedByChoice ?? reducedMotion;
  const [held, setHeld] = useState(false);
  const touchX = useRef<number | null>(null);
  const playing = count > 1 && !paused && !held;
  const [settled, settle] = usePageSettled();

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      settle();
      setIndex((i) => (i + 1) % count);
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count, settle]);

  const go = (to: number) => {
    settle();
    setIndex(((to % count) + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const end = event.changedTouches[0]?.clientX;
    if (touchX.current !== null && end !== undefined && Math.abs(end - touchX.current) > SWIPE_PX) {
      go(end < touchX.current ? index + 1 : index - 1);
    }
    touchX.current = null;
  };

  return (
    // The WAI-ARIA carousel pattern: arrow keys move between slides; hovering or focusing pauses it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above
    <section
      className="carousel pub-carousel"
      aria-roledescription="carrusel"
      aria-label="Promociones"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="pub-carousel-viewport" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div
          className="carousel-track"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <SlideView
              key={slide.id}
              slide={slide}
              position={i}
              count={count}
              current={i === index}
              picture={settled || i === index}
            />
          ))}
        </div>
        {count > 1 && (
          <div className="carousel-controls needs-script">
            <button
              type="button"
              className="btn btn-sm"
              aria-label="Diapositiva anterior"
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="btn btn-sm"
              aria-label="Diapositiva siguiente"
              onClick={() => go(index + 1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <div className="pub-carousel-bar">
        {count > 1 && <CarouselBar slides={slides} index={index} paused={paused} onPause={setPaused} onGo={go} />}
      </div>
    </section>
  );
}

interface CarouselBarProps {
  slides: Slide[];
  index: number;
  paused: boolean;
  onPause: (paused: boolean) => void;
  onGo: (index: number) => void;
}

/** Under the image: 'Pausar' / 'Reproducir' and a dot per slide (without scripts, a note instead). */
function CarouselBar({ slides, index, paused, onPause, onGo }: CarouselBarProps) {
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm needs-script" onClick={() => onPause(!paused)}>
        {paused ? 'Reproducir' : 'Pausar'}
      </button>
      {/* A browser that runs no script shows the first slide alone, and says so in the bar. */}
      <noscript>
        <p className="pub-carousel-note">Activa JavaScript para ver las demás promociones.</p>
      </noscript>
      <ul className="pub-carousel-dots needs-script">
        {slides.map((slide, i) => (
          <li key={slide.id}>
            <button
              type="button"
              className="pub-carousel-dot"
              aria-label={`Ir a la diapositiva ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => onGo(i)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

interface SlideViewProps {
  slide: Slide;
  position: number;
  count: number;
  current: boolean;
  /** Whether to show the picture now (see usePageSettled); the box keeps its size without it. */
  picture: boolean;
}

/**
 * One slide. The first image (the home page's main picture) loads at once with high priority, the
 * others lazily once they may (`picture`).
 */
function SlideView({ slide, position, count, current, picture }: SlideViewProps) {
  return (
    <div
      className="carousel-slide"
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${position + 1} de ${count}`}
      aria-hidden={!current}
      inert={!current}
    >
      {slide.imagen && picture ? (
        <StoredImage
          entity="slide"
          name={slide.imagen}
          alt=""
          sizes={IMAGE_SIZES.slide}
          width={1600}
          height={600}
          priority={position === 0}
        />
      ) : (
        <div className="pub-carousel-noimg" aria-hidden="true" />
      )}
      <div className="carousel-caption">
        <p className="pub-carousel-phrase">{slide.frase}</p>
        {slide.link && (
          <a className="btn btn-primary btn-sm" href={slide.link} target="_blank" rel="noopener">
            Ver más<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        )}
      </div>
    </div>
  );
}
