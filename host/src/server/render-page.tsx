import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { setRuntimeConfig } from '@pasteleria/shared';
import {
  htmlTextWithoutDom,
  provideInlineAnswers,
  readHtmlWithoutDom,
  setRenderedOrigin,
} from '@pasteleria/shared/server-render';
import { provideRemoteModule } from '../federation/remote-loader';
import type { HostModule } from '../federation/exposed-modules';
import { remotePageAt } from '../remote-pages';
import { Site } from '../shell';

/** What the render process asks for: a page, with what its HTML will carry inline. */
export interface RenderInput {
  /** The page's absolute URL, as the visitor reached it (its origin is the one links carry). */
  url: string;
  /** The runtime config the page carries (`#pasteleria-config`). */
  config: unknown;
  /** The API answers the page carries (`#pasteleria-data`): all the first view reads. */
  answers: Record<string, unknown>;
  /** The exposed module of a remote's release, from its server build. */
  loadExpose: (remote: string, expose: string) => Promise<Record<string, unknown>>;
}

// Rich HTML read as text (a card's excerpt) with no DOM, as the browser's parser reads it.
readHtmlWithoutDom(htmlTextWithoutDom);

/** What React hoists to the start of its output, for <head>: titles and preloads (of pictures). */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<link [^>]*>)+/;

/**
 * Every boundary written in place, whatever its size. React writes a boundary whose HTML passes
 * `progressiveChunkSize` (12,800 bytes by default) as its fallback, with the content in a hidden
 * `<div>` moved into place by an inline script: the CSP refuses that script (it allows the loader's
 * alone), so a shop with more content (30 posts, 10 slides…) showed 'Cargando…' in place of its
 * page until React, failing to hydrate the boundary (error 419), drew it again in the browser.
 */
const WHOLE_BOUNDARIES = Number.POSITIVE_INFINITY;

/** Renders run one at a time: the runtime config and the page's answers are the process's own. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of a page's first view, for `<div id="root">`: what the browser's first render
 * draws from the same config and answers, so that React hydrates it as it is. Rejects when any part
 * of the page fails to render (the page is then drawn in the browser, as without a server render).
 */
export function renderPage(input: RenderInput): Promise<{ html: string }> {
  const rendered = queue.then(() => render(input));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render({ url, config, answers, loadExpose }: RenderInput): Promise<{ html: string }> {
  const { origin, pathname, search } = new URL(url);
  const match = remotePageAt(pathname);
  setRuntimeConfig(config);
  setRenderedOrigin(origin);
  provideInlineAnswers({ answers });
  if (match) {
    const { remote, expose } = match.page;
    const module = (await loadExpose(remote, expose)) as unknown as HostModule;
    if (typeof module.default !== 'function') throw new Error(`${remote}/${expose} no exporta un componente`);
    provideRemoteModule(remote, expose, module);
    await module.preloadRoute?.(match.subPath);
  }
  let failure: unknown;
  const { prelude } = await prerender(
    <StaticRouter location={pathname + search}>
      <Site />
    </StaticRouter>,
    {
      progressiveChunkSize: WHOLE_BOUNDARIES,
      onError(error) {
        failure ??= error;
      },
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error('La página no se pudo dibujar');
  // React writes what belongs in <head> first: the page's head has its own title and preloads.
  return { html: (await new Response(prelude).text()).replace(LEADING_HEAD_TAGS, '') };
}
