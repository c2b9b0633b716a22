import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RenderAnswer, RenderMessage, RenderRequest, RenderSet } from './protocol.js';

/**
 * The render process: forked by ./render-child.ts for one set of releases, under Node's permission
 * model (it may read this script, the host's server build and its releases' `server/` folders,
 * nothing else; no child process, worker, addon or inspector), with an empty environment and a
 * small heap. It loads the host's `render.js` and draws pages' first views with its `renderPage`,
 * answering over IPC `{ id, url, config, answers }` with `{ id, html }` or `{ id, error }`, one
 * request at a time. It exits when the API goes (the IPC channel closes).
 *
 * A remote's server file is team code: it runs in a module wrapper of this process, whose
 * `require` gives the host's shared modules (one React for host and remotes) and the release's own
 * files under its `server/` folder, and refuses everything else. Each file is loaded once and kept.
 */
interface HostRenderer {
  shared: Record<string, unknown>;
  renderPage(input: {
    url: string;
    config: unknown;
    answers: Record<string, unknown>;
    loadExpose: (remote: string, expose: string) => Promise<Record<string, unknown>>;
  }): Promise<{ html: string }>;
}

interface LoadedModule {
  exports: unknown;
}

const set = JSON.parse(process.argv[2] ?? '{}') as RenderSet;
const send = (message: RenderMessage) => process.send?.(message);

// The API's own Ctrl-C reaches its whole process group: this process stops when the API closes the channel.
process.on('SIGINT', () => undefined);
process.on('disconnect', () => process.exit(0));

const host = createRequire(set.host)(set.host) as HostRenderer;
const shared = host.shared;

// Node 24's permission model lets a process signal any other of its user, the API included: team code may not.
for (const name of ['kill', '_kill'])
  Object.defineProperty(process, name, {
    value: () => {
      throw new Error(`process.${name} is not available to a server render`);
    },
  });

/** A thrown value's message, whatever was thrown. */
function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unreadable error';
  }
}

const modules = new Map<string, LoadedModule>();

/** Runs a release's server file (once) with the `require` below; `root` is that release's `server/` folder. */
function load(file: string, root: string): unknown {
  const known = modules.get(file);
  if (known) return known.exports;
  const module: LoadedModule = { exports: {} };
  modules.set(file, module);
  try {
    const run = vm.compileFunction(
      fs.readFileSync(file, 'utf8'),
      ['exports', 'require', 'module', '__filename', '__dirname'],
      { filename: file },
    );
    run.call(module.exports, module.exports, requireIn(path.dirname(file), root), module, file, path.dirname(file));
  } catch (error) {
    modules.delete(file);
    throw error;
  }
  return module.exports;
}

/** A server file's `require`: a shared module by its name, or a file of its own release by a relative path. */
function requireIn(dir: string, root: string) {
  return (name: string): unknown => {
    if (Object.hasOwn(shared, name)) return shared[name];
    if (name.startsWith('./') || name.startsWith('../')) {
      const file = path.resolve(dir, name);
      if (file.startsWith(root + path.sep)) return load(path.extname(file) ? file : `${file}.js`, root);
    }
    throw new Error(
      `require('${name}') is refused: a server file may require the shared modules (${Object.keys(shared).join(', ')}) and its own files`,
    );
  };
}

async function loadExpose(remote: string, expose: string): Promise<Record<string, unknown>> {
  const release = Object.hasOwn(set.remotes, remote) ? set.remotes[remote] : undefined;
  const relative = release && Object.hasOwn(release.exposes, expose) ? release.exposes[expose] : undefined;
  if (!release || relative === undefined) throw new Error(`${remote} ${expose} has no server build here`);
  const root = path.join(release.folder, 'server');
  const file = path.resolve(release.folder, relative);
  if (!file.startsWith(root + path.sep)) throw new Error(`${remote} ${expose}: ${relative} is outside its server/`);
  // A server file reads its pictures' base as it loads (rspack/server/public-path.js).
  (globalThis as { __pasteleriaServerPublicPath?: string }).__pasteleriaServerPublicPath = release.publicPath;
  return load(file, root) as Record<string, unknown>;
}

async function render({ id, url, config, answers }: RenderRequest): Promise<RenderAnswer> {
  try {
    const { html } = await host.renderPage({ url, config, answers, loadExpose });
    if (typeof html !== 'string') return { id, error: 'renderPage answered no html' };
    return { id, html };
  } catch (error) {
    return { id, error: messageOf(error) };
  }
}

process.on('message', (request: RenderRequest) => {
  void render(request).then(send);
});
send({ ready: true });
