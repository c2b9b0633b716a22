/**
 * @pasteleria/shared: what the host and the remotes share. One copy per page (a Module Federation
 * singleton), so the axios client and the auth store below exist exactly once. See ../README.md.
 */
export * from './types';

// The site's pages, declared once: what the host mounts, and the one way to build and match their
// paths (here, in the one copy on the page, so no app carries another).
export {
  SITE_PAGES,
  sitePage,
  sitePath,
  matchSitePath,
  remoteMounts,
  PRODUCT_PARAM,
  CONSENT_COOKIE,
  CONSENT_DAYS,
  CONSENT_FORM_PATH,
  categoryPath,
  productPath,
  type SitePage,
  type PageParams,
  type RemoteMount,
} from './federation/site-pages';

// API client: its base, and one function per call of the API. The axios instance is downloaded
// with the first call that needs the network (`loadApiClient`); no remote's code ever read the
// former `apiClient` export, and tests get it from @pasteleria/shared/testing.
export { loadApiClient } from './api/client';
export { setApiBase, onUnauthorized, apiOrigin, DEFAULT_API_BASE, TOKEN_KEY } from './api/api-settings';
export { login, logout, getMe, type Credentials } from './api/auth';
export { getCategorias, getCategoriasHome, getCategoria, getSlides, type CategoriaDetail } from './api/catalogue';
export { getBranches, searchBranches, HOME_BRANCH_COUNT } from './api/branches';
export { getPosts, getPaginas, getPost, getPagina } from './api/blog';
export { getContentEntries, toContentEntries, type ContentEntry, type ContentKind } from './api/content-entries';
export { postComment, getApprovedComments, listPendingComments, approveComment, deleteComment } from './api/comments';
export { listUsers, getUser, updateUser } from './api/users';
export { createUser } from './api/create-user';
export { adminApi } from './api/admin-api';
export type { AdminResource } from './api/admin-resource';
export { slugify, isDataUrl } from './api/body';
export { isNotFound } from './api/is-not-found';
// The releases' and deploy keys' calls and an admin's preview are in @pasteleria/shared/releases:
// only the admin and a previewing page need them. The page's start-up only looks for the key.
export { PREVIEW_KEY } from './preview/preview-key';

// A drawn page's parts, which the host marks as React hydrates them: the page's loader gives a
// click kept before then to what was clicked once its part bears the mark.
export { PART_ATTRIBUTE, markHydrated } from './after-paint/hydration-marks';

// Session.
export { useAuthStore, type AuthState } from './auth/auth-store';
export { isAdmin } from './auth/is-admin';
export {
  loginErrorMessage,
  LoginRejectedError,
  TwoStepRequiredError,
  LOGIN_ERROR_MESSAGES,
} from './auth/login-error-message';

// The shop's own statistics: an event of this page, sent as a beacon once the page is idle; which
// events a page produces.
export { sendSiteEvent } from './stats/send-site-event';
export {
  pageEvents,
  whatsappEvent,
  referringSite,
  WHATSAPP_HOST,
  EARLY_COUNT,
  type EarlyCount,
  type PageUrl,
} from './stats/page-events';

// Formatters and the star rating.
export { formatPrice } from './format/format-price';
export { stripHtml } from './format/strip-html';
export { truncate, CARD_DESCRIPTION_LENGTH, ELLIPSIS } from './format/truncate';
export { excerpt } from './format/excerpt';
export { stars, MAX_STARS, type Stars } from './format/stars';
export { StarRating, type StarRatingProps } from './ui/star-rating';

// Runtime configuration and links.
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from './config/runtime-config';
export { whatsappLink, WHATSAPP_ORDER_MESSAGE } from './config/whatsapp-link';
export { pageOrigin } from './config/page-origin';

// Images.
export { imageUrl, type ImageEntity } from './images/image-url';
export { fileToDataUrl } from './images/file-to-data-url';
// A stored picture as WebP variants for the width it is drawn at (sizes: @pasteleria/shared/images/responsive).
export { StoredImage, type StoredImageProps } from './ui/stored-image';

// Screen pieces: one request's state, the page title, status lines and the blog/page card.
export { PageTitle, siteName } from './ui/page-title';
export { Loading, LoadError, Empty } from './ui/status';
export { ContentCard, contentPath, type ContentCardProps, type CardLink } from './ui/content-card';
// The public screens' one way to read data, and to show it with 'Reintentar' (hooks/use-async.ts).
export { useAsync, useReloadableAsync, type AsyncState } from './hooks/use-async';
// The back office's query cache, filled from the answers a page drawn on the server carries.
export { peekAnsweredNow, takeAnsweredNow } from './api/inline-answers';
export { AsyncView, type AsyncViewProps } from './ui/async-view';
