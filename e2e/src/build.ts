// Builds whatever app is missing or stale before the browser tests run (same rule as `npm start`).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.js';

export async function ensureBuilt(): Promise<void> {
  const mod = (await import(pathToFileURL(join(repoRoot, 'scripts/ensure-built.mjs')).href)) as {
    ensureBuilt(options: { quiet: boolean }): void;
  };
  mod.ensureBuilt({ quiet: true });
}
