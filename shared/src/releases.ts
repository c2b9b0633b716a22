/**
 * `@pasteleria/shared/releases`: what the admin's 'Versiones' and an admin's preview of a release
 * use. Not part of the main entry, so a visitor downloads none of it; its calls go through the main
 * entry's API client all the same (the page's one singleton).
 */
export {
  listReleases,
  makeReleaseLive,
  listDeployKeys,
  createDeployKey,
  revokeDeployKey,
  fetchPreviewConfig,
  startRollout,
  currentRollout,
  changeRollout,
  releaseVitals,
  type PreviewConfig,
} from './api/releases.ts';
export { PREVIEW_KEY, startPreview, currentPreview, endPreview } from './preview/preview-session.ts';
