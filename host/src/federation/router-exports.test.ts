// The shared react-router-dom is tree-shaken to ROUTER_EXPORTS (federation-shared.js). An app
// importing anything else would make the runtime load a second, full router with its own context:
// navigation inside that app would break. Keep the list complete.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROUTER_EXPORTS } = require(join(root, 'federation-shared.js')) as { ROUTER_EXPORTS: string[] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function routerImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]react-router-dom['"]/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!.trim()),
  );
}

test('every react-router-dom export the apps use is in the shared tree-shaking list', () => {
  const used = new Map<string, string>();
  for (const app of ['host', 'remote-public', 'remote-blog', 'remote-admin', 'shared']) {
    for (const file of sourceFiles(join(root, app, 'src'))) {
      for (const name of routerImports(file)) used.set(name, file.slice(root.length + 1));
    }
  }
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used].filter(([name]) => !ROUTER_EXPORTS.includes(name));
  expect(missing).toEqual([]);
});

test('no app imports react-router-dom as a namespace or default (tree-shaking could not see what it uses)', () => {
  const offenders = ['host', 'remote-public', 'remote-blog', 'remote-admin', 'shared'].flatMap((app) =>
    sourceFiles(join(root, app, 'src')).filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s+from\s+['"]react-router-dom['"]/.test(
        readFileSync(file, 'utf8'),
      ),
    ),
  );
  expect(offenders).toEqual([]);
});
