// Releases of the blog for the tests: the built remote-blog/dist with its index title changed (so
// a person can tell which release a page runs) in its browser and server files alike, packed as a
// team's release command packs it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import { repoRoot } from './paths.js';

/** The blog index's title in the built remote. */
export const LIVE_TITLE = 'Blog y Contenidos';

/**
 * remote-blog/dist with the index title replaced by `title` (a JavaScript expression with `as:
 * 'code'`, e.g. one that throws), and without the files `leaveOut` picks, as a .tar.gz.
 */
export async function blogBundle(
  title: string,
  { as = 'text', leaveOut = () => false }: { as?: 'text' | 'code'; leaveOut?: (name: string) => boolean } = {},
): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'remote-blog-release-'));
  try {
    cpSync(join(repoRoot, 'remote-blog/dist'), dir, { recursive: true });
    let changed = 0;
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (statSync(join(dir, name)).isDirectory()) continue;
      // The brotli copies would still hold the old title: the server compresses the rest itself.
      if (name.endsWith('.br') || name.startsWith('.') || leaveOut(name)) {
        rmSync(join(dir, name));
        continue;
      }
      if (!name.endsWith('.js')) continue;
      const text = readFileSync(join(dir, name), 'utf8');
      if (!text.includes(`'${LIVE_TITLE}'`) && !text.includes(`"${LIVE_TITLE}"`)) continue;
      const value = as === 'code' ? title : JSON.stringify(title);
      writeFileSync(join(dir, name), text.replaceAll(`"${LIVE_TITLE}"`, value).replaceAll(`'${LIVE_TITLE}'`, value));
      changed += 1;
    }
    if (!changed) throw new Error(`remote-blog/dist no tiene el título «${LIVE_TITLE}»: ¿cambió el texto?`);
    const chunks: Buffer[] = [];
    // './' first: tar reads a name starting with '@' (the exposes' types, @mf-types) as an archive to copy in.
    const names = readdirSync(dir).map((name) => `./${name}`);
    for await (const chunk of createTar({ gzip: true, cwd: dir, portable: true }, names)) chunks.push(chunk);
    return Buffer.concat(chunks);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PublishedRelease {
  id: number;
  version: string;
  manifestUrl: string;
}

/** Publishes `bundle` as `version` of the blog with `token` (an admin's or a deploy key). */
export async function publishBlog(
  base: string,
  token: string,
  version: string,
  bundle: Buffer,
): Promise<PublishedRelease> {
  const form = new FormData();
  form.set('remote', 'remote_blog');
  form.set('version', version);
  form.set('notes', `Prueba ${version}`);
  form.set('bundle', new Blob([new Uint8Array(bundle)], { type: 'application/gzip' }), `remote-blog-${version}.tar.gz`);
  const res = await fetch(`${base}/api/v1/admin/releases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`publicar ${version}: ${res.status} ${await res.text()}`);
  return (await res.json()) as PublishedRelease;
}
