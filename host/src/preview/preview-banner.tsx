import { endPreview } from '@pasteleria/shared/releases';
import type { PreviewedRelease } from '@pasteleria/shared/federation';

/**
 * The page, as the banner leaves the preview: loaded again from the server, whose start-up reads the
 * config anew. An object, so that a test stands in for the reload jsdom does not do.
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
};

/**
 * At the top of every page while it previews a release: which one, and the way out (the preview
 * ends and the page loads again with the live releases). Part of the page's flow: it covers nothing.
 */
export function PreviewBanner({ release }: { release: PreviewedRelease }) {
  const exit = () => {
    endPreview();
    page.reload();
  };
  return (
    <section className="preview-banner" aria-label="Vista previa">
      <p className="preview-banner__text">
        Vista previa: {release.remote} {release.version}
      </p>
      <button type="button" className="preview-banner__exit" onClick={exit}>
        Salir de la vista previa
      </button>
    </section>
  );
}
