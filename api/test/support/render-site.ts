import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@pasteleria/shared/federation';
import { REPO_ROOT } from '../../src/config.js';
import { pack } from './releases.js';

/**
 * A site whose pages are drawn on the server, with nothing built: the host's template, a stand-in
 * for its server build (fixtures/server-render/render.js, with the real React beside it) and each
 * remote's dist/ with a fixture as its server file (fixtures/server-render/remotes/).
 */
const FIXTURES = path.join(REPO_ROOT, 'api/test/fixtures/server-render');

export const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Pastelería</title><script defer fetchpriority="high" src="/startup.1.js"></script>' +
  '<script defer fetchpriority="high" src="/startup.2.js"></script>' +
  '<link as="style" href="/site.css" rel="preload"></head><body>' +
  '<noscript>Activa JavaScript para ver el sitio de la pastelería.</noscript><div id="root"></div></body></html>';

export function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * A remote's built dist/ in `dir`: its manifest (naming `serverFile` as every expose's server build,
 * unless null), its entry, and the fixture `serverFile` as `server/<first expose>.js`.
 */
export function remoteDist(
  dir: string,
  remote: RemoteName,
  exposes: string[],
  serverFile: string | null,
  build: string,
) {
  const file = `server/${exposes[0]?.slice(2).toLowerCase()}.js`;
  const manifest = {
    name: remote,
    metaData: {
      name: remote,
      publicPath: 'auto',
      buildInfo: { buildVersion: build },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    exposes: exposes.map((expose) => ({
      path: expose,
      name: expose.slice(2),
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
    shared: [],
    ...(serverFile
      ? {
          serverRender: {
            format: 'commonjs-shared',
            exposes: Object.fromEntries(exposes.map((expose) => [expose, file])),
          },
        }
      : {}),
  };
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  write(path.join(dir, 'remoteEntry.js'), '');
  if (serverFile) write(path.join(dir, file), fs.readFileSync(path.join(FIXTURES, 'remotes', serverFile)));
}

/** A release of remote_blog drawn by the fixture `serverFile` (or with no server build), packed as a team uploads it. */
export async function blogBundle(serverFile: string | null, build: string): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-ssr-release-'));
  try {
    remoteDist(dir, 'remote_blog', ['./Blog'], serverFile, build);
    return await pack(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A new web root (the caller removes it) whose host and remotes draw their pages on the server (the back office its frame). */
export function renderSite(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-ssr-'));
  write(path.join(webRoot, 'host/dist/index.html'), TEMPLATE);
  const hostServer = path.join(webRoot, 'host/dist/server');
  write(path.join(hostServer, 'render.js'), fs.readFileSync(path.join(FIXTURES, 'render.js')));
  // What a self-contained build would bundle: the render process may read nothing outside this folder.
  for (const name of ['react', 'react-dom'])
    fs.cpSync(path.join(REPO_ROOT, 'node_modules', name), path.join(hostServer, 'node_modules', name), {
      recursive: true,
    });
  remoteDist(path.join(webRoot, 'remote-public/dist'), 'remote_public', ['./Home', './Catalogue'], 'home.js', '0.1.0');
  remoteDist(path.join(webRoot, 'remote-blog/dist'), 'remote_blog', ['./Blog'], 'blog.js', '0.1.0');
  remoteDist(path.join(webRoot, 'remote-admin/dist'), 'remote_admin', ['./Admin', './Login'], 'admin.js', '0.1.0');
  return webRoot;
}
