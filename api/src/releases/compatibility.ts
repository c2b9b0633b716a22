import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { REMOTE_MODULES, type RemoteName } from '@pasteleria/shared/federation';
import { ValidationError } from '../http/errors.js';
import { exposedModules, manifestName, type Manifest } from './manifest.js';

/**
 * Whether a remote's build can run in the live host: its manifest names the remote, exposes every
 * module the host loads from it (REMOTE_MODULES), and agrees with the host on each shared singleton
 * (federation-shared.js): the host's version satisfies what the remote requires, and the version the
 * remote brings satisfies what the host requires. `satisfy` is the federation runtime's own check.
 */

/** What the host offers of one shared package: its installed version and the range it asks for. */
interface Offered {
  version: string;
  range: string;
}

/** The package a shared module belongs to: `react-dom/client` → `react-dom`, `@scope/name/x` → `@scope/name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** A package's package.json as Node would find it from `folder` (up through the node_modules folders). */
function installedVersion(folder: string, name: string): string | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The host's shared singletons (federation-shared.js in `repoRoot`): the range host/package.json
 * asks for and the version installed for the host; read once, at start.
 */
function readOffered(repoRoot: string): Map<string, Offered> {
  const require = createRequire(import.meta.url);
  const { SINGLETONS } = require(path.join(repoRoot, 'federation-shared.js')) as { SINGLETONS: string[] };
  const hostDir = path.join(repoRoot, 'host');
  const host = JSON.parse(fs.readFileSync(path.join(hostDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const offered = new Map<string, Offered>();
  for (const name of SINGLETONS) {
    const range = host.dependencies?.[name];
    const version = installedVersion(hostDir, name);
    if (range && version) offered.set(name, { version, range });
  }
  return offered;
}

export class Compatibility {
  readonly #offered: Map<string, Offered>;

  constructor(repoRoot: string) {
    this.#offered = readOffered(repoRoot);
  }

  /** The reasons `manifest` cannot be `remote`'s release in this host (none: it can). */
  problems(remote: RemoteName, manifest: Manifest): string[] {
    const name = manifestName(manifest);
    if (name !== remote) return [`El manifiesto es de ${name ?? 'un remoto sin nombre'}, no de ${remote}.`];
    const exposed = new Set(exposedModules(manifest));
    const problems = REMOTE_MODULES[remote]
      .filter((module) => !exposed.has(module))
      .map((module) => `${remote} no expone ${module}, que el sitio carga.`);
    for (const shared of manifest.shared ?? []) {
      const pkg = packageOf(shared.name ?? '');
      const site = this.#offered.get(pkg);
      if (!site) continue;
      const { requiredVersion, version } = shared;
      if (typeof requiredVersion === 'string' && !satisfy(site.version, requiredVersion))
        problems.push(`${remote} necesita ${pkg} ${requiredVersion}; el sitio ofrece ${site.version}`);
      if (typeof version === 'string' && !satisfy(version, site.range))
        problems.push(`${remote} trae ${pkg} ${version}; el sitio necesita ${site.range}`);
    }
    return [...new Set(problems)];
  }

  /** Throws a 422 naming every reason `manifest` cannot be `remote`'s release. */
  check(remote: RemoteName, manifest: Manifest): void {
    const problems = this.problems(remote, manifest);
    if (problems.length > 0) throw new ValidationError({ manifest: problems }, problems.join(' · '));
  }
}
