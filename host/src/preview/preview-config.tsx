import { setRuntimeConfig, useAuthStore, type RuntimeConfig } from '@pasteleria/shared';
import { currentPreview, endPreview, fetchPreviewConfig } from '@pasteleria/shared/releases';
import { PreviewBanner } from './preview-banner';
import { fetchPreviewFirstView } from './preview-first-view';
import { setPreviewBanner } from './preview-slot';

/**
 * Start-up while this tab previews a release (this module, with the banner, is a chunk of its own):
 * the API's config with that release in place of its remote's live one becomes the page's config,
 * the first view the server drew is replaced by the one it draws with that release (both asked for
 * at once), and every page shows the banner. Without a session, or when the API refuses it or
 * cannot be reached, the preview is over: it is ended, null is answered, and the page runs the
 * live releases.
 */
export async function loadPreviewConfig(): Promise<RuntimeConfig | null> {
  const preview = currentPreview();
  const { token } = useAuthStore.getState();
  if (!preview || !token) {
    endPreview();
    return null;
  }
  const root = document.getElementById('root');
  const firstView = root?.firstElementChild ? fetchPreviewFirstView(preview.id, token) : Promise.resolve(null);
  try {
    const answer = await fetchPreviewConfig(preview.id);
    if (answer?.preview?.id !== preview.id) throw new Error(`la respuesta no es la vista previa de ${preview.id}`);
    const drawing = await firstView;
    if (root && drawing) root.replaceChildren(...drawing);
    setPreviewBanner(<PreviewBanner release={preview} />, { drawn: drawing !== null });
    return setRuntimeConfig(answer);
  } catch (error) {
    console.warn('No se pudo abrir la vista previa; se muestra el sitio publicado.', error);
    endPreview();
    return null;
  }
}
