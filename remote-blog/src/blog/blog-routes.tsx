import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading, matchSitePath, sitePage } from '@pasteleria/shared';
import { preloadableLazy } from '@pasteleria/shared/preloadable-lazy';
import { sanitizerReady } from '@pasteleria/shared/safe-html';
import { NotFound } from '../components/not-found';
import { BlogIndex } from './blog-index';

// The detail screens: their own chunks, not downloaded by /blog. Their `route-` names put them in
// mf-manifest.json, for the server to preload on a post's or page's URL. They render HTML, so they
// come with the sanitiser where the browser has none of its own.
const PostDetail = preloadableLazy(() =>
  Promise.all([import(/* webpackChunkName: "route-post-detail" */ './post-detail'), sanitizerReady()]).then(
    ([m]) => m.PostDetail,
  ),
);
const PageDetail = preloadableLazy(() =>
  Promise.all([import(/* webpackChunkName: "route-page-detail" */ './page-detail'), sanitizerReady()]).then(
    ([m]) => m.PageDetail,
  ),
);

/** The detail screens by the chunk the site's table of pages says each page opens on. */
const DETAIL_SCREENS: Record<string, typeof PostDetail | undefined> = {
  'route-post-detail': PostDetail,
  'route-page-detail': PageDetail,
};

/** A blog page's route below where the host mounts the blog: '/blog/post/:slug' is 'post/:slug'. */
const below = (pattern: string) => sitePage(pattern).path.slice('/blog/'.length);

/**
 * Downloads what the route at `subPath` (below /blog/) shows first. The host calls it before the
 * page's first render, so a post or page opens without a loading state.
 */
export function preloadRoute(subPath: string): Promise<unknown> {
  const chunk = matchSitePath(`/blog/${subPath}`)?.page.routeChunk;
  return DETAIL_SCREENS[chunk ?? '']?.preload() ?? Promise.resolve();
}

/** Routes relative to where the host mounts the blog (/blog/*). */
export function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogIndex />} />
      <Route path={below('/blog/post/:slug')} element={<Detail screen={<PostDetail />} />} />
      <Route path={below('/blog/pagina/:slug')} element={<Detail screen={<PageDetail />} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** A detail screen while its chunk loads: 'Cargando...' in the space the article will take. */
function Detail({ screen }: { screen: ReactNode }) {
  return (
    <Suspense
      fallback={
        <section className="container-narrow blog-status">
          <Loading />
        </section>
      }
    >
      {screen}
    </Suspense>
  );
}
