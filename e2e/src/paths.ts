import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is compiled to e2e/dist/src/). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
