// Releases of the blog for the tests: the built remote-blog/dist with its index title changed (so
// a person can tell which release a page runs) in its browser and server files alike, packed as a
// team's release command packs it. A changed chunk's SHA-384 is written anew where the build wrote
// it (its runtime in remoteEntry.js, which loads each chunk with it), as a build of that text would.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import { repoRoot } from './paths.js';

/** The blog index's title in the built remote. */
export const LIVE_TITLE = 'Blog y Contenidos';

interface BlogBuild {
  /** A JavaScript expression in place of the title with 'code' (one that throws, say). */
  as?: 'text' | 'code';
  /** Files of the build left out. */
  leaveOut?: (name: string) => boolean;
}

/**
 * remote-blog/dist copied into a folder of its own with the index title replaced by `title`, and
 * without the files `leaveOut` picks: a team's build, to pack or to serve from its own host.
 */
export function blogBuild(title: string, { as = 'text', leaveOut = () => false }: BlogBuild = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'remote-blog-release-'));
  cpSync(join(repoRoot, 'remote-blog/dist'), dir, { recursive: true });
  let changed = 0;
  const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
  const rehashed = new Map<string, string>();
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
    const retitled = text.replaceAll(`"${LIVE_TITLE}"`, value).replaceAll(`'${LIVE_TITLE}'`, value);
    writeFileSync(join(dir, name), retitled);
    rehashed.set(sha384(text), sha384(retitled));
    changed += 1;
  }
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js') || statSync(join(dir, name)).isDirectory()) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    let updated = text;
    for (const [before, after] of rehashed) updated = updated.replaceAll(before, after);
    if (updated !== text) writeFileSync(join(dir, name), updated);
  }
  if (!changed) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`remote-blog/dist no tiene el título «${LIVE_TITLE}»: ¿cambió el texto?`);
  }
  return dir;
}

/** `blogBuild(title, options)` as a .tar.gz, as the release command packs it. */
export async function blogBundle(title: string, options: BlogBuild = {}): Promise<Buffer> {
  const dir = blogBuild(title, options);
  try {
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
