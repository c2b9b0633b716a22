import { AsyncView, getSlides, useReloadableAsync } from '@pasteleria/shared';
import { Carousel } from './carousel';
import './slides.css';

/** Home: the slides carousel, shown only when slides exist. Its box keeps its size while loading. */
export function SlidesSection() {
  const [slides, reload] = useReloadableAsync(getSlides, []);
  if (slides.status === 'success' && slides.data.length === 0) return null;

  // Loading or failed: a box of the carousel's size (image and control bar), so nothing moves.
  return (
    <div className={slides.status === 'success' ? 'pub-slides' : 'pub-slides pub-slides-placeholder'}>
      <AsyncView
        state={slides}
        loading="Cargando promociones..."
        error="No se pudieron cargar las promociones. Intenta de nuevo más tarde."
        onRetry={reload}
      >
        {(data) => <Carousel slides={data} />}
      </AsyncView>
    </div>
  );
}
