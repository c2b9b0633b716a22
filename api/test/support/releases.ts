import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as tar from 'tar';
import type { Release, RemoteName } from '@pasteleria/shared/federation';
import type { RuntimeConfig } from '@pasteleria/shared/types';
import { REPO_ROOT } from '../../src/config.js';
import type { Answer, TestServer } from './harness.js';
import { BROWSER } from './statistics.js';

/**
 * Releases for the tests: copies of a real built remote (remote-blog/dist, built first when
 * missing) altered in a folder of their own, packed as .tar.gz with tar's API, and bundles crafted
 * entry by entry (links, devices, paths leaving the folder…) that no honest build makes.
 */
const BLOG_DIST = path.join(REPO_ROOT, 'remote-blog', 'dist');

/** The real remote-blog build: built now when it is missing (a fresh clone runs the API tests first). */
export function builtBlog(): string {
  if (!fs.existsSync(path.join(BLOG_DIST, 'mf-manifest.json'))) {
    const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/ensure-built.mjs'), 'remote-blog'], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('could not build remote-blog');
  }
  return BLOG_DIST;
}

/** What a test changes of the manifest: any field, as JSON. */
export type ManifestJson = Record<string, unknown> & {
  name: string;
  metaData: Record<string, unknown> & { buildInfo: { buildVersion: string } };
  exposes: Array<{ path: string; name: string }>;
  shared: Array<{ name: string; version: string; requiredVersion: string }>;
};

const scratch: string[] = [];
process.once('exit', () => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of remote-blog's build in a folder of its own, its manifest changed by `edit`; answers the folder. */
export function blogBuild(edit: (manifest: ManifestJson) => void = () => undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasteleria-release-'));
  scratch.push(dir);
  fs.cpSync(builtBlog(), dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestJson;
  edit(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
  return dir;
}

/** A build with a manifest of its own (so its default version is new), as a test makes many. */
export function distinctBlogBuild(tag: string): string {
  return blogBuild((manifest) => (manifest.metaData.buildInfo.buildVersion = `0.1.0-${tag}`));
}

/** The .tar.gz of a folder's content (`./mf-manifest.json`…), as the release command packs a dist/. */
export async function pack(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of tar.c({ gzip: true, cwd: dir, portable: true }, ['.']) as AsyncIterable<Buffer>)
    chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** One entry of a crafted tar: a file by default. */
export interface Entry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'CharacterDevice' | 'BlockDevice' | 'FIFO';
  body?: string | Buffer;
  linkpath?: string;
}

/** A tar, entry by entry, with tar's own header encoder: any path, any type, as written. */
export function tarOf(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    new tar.Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: body.length,
      mode: 0o644,
      mtime: new Date(0),
      ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
    }).encode(header, 0);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

/** A crafted .tar.gz whose root holds a manifest (so only what the test adds is wrong). */
export function craftedBundle(entries: Entry[], withManifest = true): Buffer {
  const manifest: Entry = {
    path: 'mf-manifest.json',
    body: fs.readFileSync(path.join(builtBlog(), 'mf-manifest.json')),
  };
  return gzipSync(tarOf(withManifest ? [manifest, ...entries] : entries));
}

/**
 * A bomb: the header of one file of `bytes` zeros, then the zeros as many gzip members of one
 * compressed 8 MB block each (gzip readers join members), so a file of gigabytes fits in a few KB.
 */
export function zeroBomb(bytes: number): Buffer {
  const block = 8 * 1024 * 1024;
  const member = gzipSync(Buffer.alloc(block), { level: 9 });
  const header = Buffer.alloc(512);
  new tar.Header({ path: 'huge.js', type: 'File', size: bytes, mode: 0o644, mtime: new Date(0) }).encode(header, 0);
  return Buffer.concat([gzipSync(header), ...Array.from({ length: Math.ceil(bytes / block) }, () => member)]);
}

/** What POST /admin/releases answers: the release, or a refusal. */
export type Published = Release & { message: string; errors?: Record<string, string[]> };

/** POST /admin/releases with a bundle (the admin's token unless one is given), as multipart over a real socket. */
export async function upload(
  t: TestServer,
  bundle: Buffer,
  fields: Record<string, string> = {},
  token?: string,
): Promise<Answer<Published>> {
  return t.request<Published>('POST', '/api/v1/admin/releases', {
    transport: 'http',
    token: token ?? (await t.adminToken()),
    form: { remote: 'remote_blog', ...fields, bundle: new Blob([bundle], { type: 'application/gzip' }) },
  });
}

/** A GET over a real socket, its body read whole (an unread body would keep the connection, and a server's close, waiting). */
export async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, text: body.toString('utf8') };
}

/** Visitor `n`: their address (X-Forwarded-For, behind TRUST_PROXY=1) and browser, whose day's hash decides their releases. */
export const visitor = (n: number) => ({
  'x-forwarded-for': `198.51.100.${n % 250}`,
  'user-agent': `${BROWSER} v${Math.floor(n / 250)}`,
});

/**
 * While `remote` rolls a release out: the first visitor given its new release and the first given
 * the stable one, by the runtime config each is given (`configOf`: /config.json as that visitor).
 */
export async function visitorsOfRollout(
  remote: RemoteName,
  { newRelease, stable }: { newRelease: number; stable: number },
  configOf: (headers: Record<string, string>) => Promise<RuntimeConfig>,
): Promise<{ onNew: Record<string, string>; onStable: Record<string, string> }> {
  const found: Partial<Record<number, Record<string, string>>> = {};
  for (let n = 0; n < 200 && !(found[newRelease] && found[stable]); n += 1)
    found[(await configOf(visitor(n))).releases?.[remote]?.id ?? 0] ??= visitor(n);
  const { [newRelease]: onNew, [stable]: onStable } = found;
  if (!onNew || !onStable) throw new Error(`no visitor given ${!onNew ? 'the new release' : 'the stable one'}`);
  return { onNew, onStable };
}
