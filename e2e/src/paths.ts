import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is e2e/src/paths.ts; Playwright runs the sources as they are). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
