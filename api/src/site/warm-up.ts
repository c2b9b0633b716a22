import type { FastifyInstance } from 'fastify';
import { SITE_PAGES } from '@pasteleria/shared/federation';

/** The public pages that take no parameter ('/', '/categorias', '/blog'), and the back office's home. */
const PAGES = [
  ...SITE_PAGES.filter((page) => page.layout === 'public' && !page.path.includes(':')).map((page) => page.path),
  '/admin',
];

/**
 * Each public page without a parameter, and /admin, requested once, in-process, before the server
 * listens: their cached reads, the host's page, the live remotes' manifests and (in a render
 * process) their server files are loaded, so the first visitors a balancer sends (it adds an
 * instance once /health answers) are served like the rest.
 * A page that fails is logged and the server starts all the same: its API still serves.
 */
export async function warmUp(app: FastifyInstance): Promise<void> {
  for (const url of PAGES) {
    const answer = await app.inject({ method: 'GET', url });
    if (answer.statusCode >= 500) app.log.warn(`${url} could not be composed before listening (${answer.statusCode})`);
  }
}
