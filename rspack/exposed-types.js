// The types of a remote's exposed modules, published beside its build: `dist/@mf-types/<name>/`
// holds the declarations of its exposes (tsc's declaration emit, in `compiled/`) and an
// `index.d.ts` whose `Exposes` names each module as the host loads it (`'./Blog'`). The host's
// type check reads them (its tsconfig's `paths`: `remote_blog` → that index), so a remote that
// changes what an expose exports fails the host's `npm run lint`, and `npm run dev`'s type checker,
// with the expose's name in the message (host/src/federation/exposed-modules.ts).
//
// Why not Module Federation's own dts support: it ships the types as a zip on the remote's server
// and the host downloads them from a running remote, so a host's type check on a fresh clone (CI runs
// `npm run lint` before any build) would have no types. These are .d.ts files only, next to the
// remote's build; nothing a visitor downloads links to them.
// Who writes them: the remote's production build (after its emit), its dev server (after each
// rebuild, in a child process, off the rebuild's path), and `node rspack/exposed-types.js` (the host's
// `npm run lint` runs it for the three remotes first). Measured when added: about 2 s a remote.
// When TypeScript changes: this piece uses createProgram and emit with emitDeclarationOnly, its
// stable API; rspack/exposed-types.test.js fails if a changed expose no longer fails the host's check.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { REMOTE_NAMES, SITE_APPS } = require('@pasteleria/shared/federation');
const { ROOT, internalsChanged } = require('./package-internals.js');

const PIECE = 'exposed-types.js';

/** The folder a remote's types are published in. */
function typesDir(appDir, name) {
  return path.join(appDir, 'dist', '@mf-types', name);
}

/** Where this repository's remote `name` publishes its types. */
function remoteTypesDir(name) {
  return typesDir(path.join(ROOT, SITE_APPS[name].package), name);
}

/**
 * Writes the declarations of a remote's exposes and their index.
 * @param {{ dir: string, name: string, exposes: Record<string, string> }} app
 * @returns {string[]} TypeScript's errors (none: the types were written)
 */
function writeExposedTypes({ dir, name, exposes }) {
  const ts = require('typescript');
  if (typeof ts.createProgram !== 'function') throw internalsChanged(PIECE, 'typescript has no createProgram.');
  const configFile = path.join(dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!parsed) return [`${configFile} cannot be read`];
  const out = typesDir(dir, name);
  const compiled = path.join(out, 'compiled');
  // The referenced projects' declarations (shared/dist), as `tsc -b` builds them; up to date: nothing.
  const references = (parsed.projectReferences ?? []).map((reference) => reference.path);
  if (references.length) ts.createSolutionBuilder(ts.createSolutionBuilderHost(ts.sys), references, {}).build();
  const rootNames = Object.values(exposes).map((file) => path.resolve(dir, file));
  const program = ts.createProgram({
    rootNames: [...rootNames, ...parsed.fileNames.filter((file) => file.endsWith('.d.ts'))],
    options: {
      ...parsed.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      incremental: false,
      composite: false,
      tsBuildInfoFile: undefined,
      rootDir: dir,
      outDir: compiled,
      types: [],
    },
    projectReferences: parsed.projectReferences,
  });
  // Written in place, a file only when it changed, then what is left of an older emit removed: a
  // host's type checker never sees the folder missing or a file half-written for nothing.
  const written = new Set([path.join(out, 'index.d.ts')]);
  const result = program.emit(undefined, (file, text) => {
    written.add(path.resolve(file));
    writeIfChanged(file, text);
  });
  const errors = result.diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) =>
      ts.formatDiagnostic(d, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => dir,
        getNewLine: () => '\n',
      }),
    );
  if (errors.length) return errors;
  const lines = Object.entries(exposes).map(([expose, file]) => {
    const declared = path
      .relative(out, path.join(compiled, path.relative(dir, path.resolve(dir, file))))
      .replace(/\\/g, '/')
      .replace(/\.tsx?$/, '');
    return `  ${JSON.stringify(expose)}: typeof import('./${declared}');`;
  });
  writeIfChanged(
    path.join(out, 'index.d.ts'),
    `// Written by rspack/exposed-types.js: the modules ${name} exposes, as a host loads them.\n` +
      `export interface Exposes {\n${lines.join('\n')}\n}\n`,
  );
  for (const file of fs.readdirSync(out, { recursive: true })) {
    const full = path.join(out, String(file));
    if (!written.has(full) && fs.statSync(full).isFile()) fs.rmSync(full);
  }
  return [];
}

function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A remote's app as its rspack.config.js gives it to ExposedTypes (dir, name, exposes). */
function remoteApp(appDir) {
  const config = require(path.join(appDir, 'rspack.config.js'));
  const options = typeof config === 'function' ? config({}, { mode: 'production' }) : config;
  // The browser build's: with a server build the config is both builds.
  const piece = [options]
    .flat()
    .flatMap((build) => build.plugins ?? [])
    .find((plugin) => plugin instanceof ExposedTypes);
  if (!piece?.app.exposes) throw new Error(`[rspack/${PIECE}] ${appDir}: its config exposes nothing (not a remote?).`);
  return piece.app;
}

/**
 * A remote's build writes its types: in production before the build ends, in development in a child
 * process once the rebuild is served (one at a time; a rebuild meanwhile runs it once more). A host
 * (`app` without `exposes`) writes none.
 */
class ExposedTypes {
  /**
   * @param {{ dir: string, name: string, exposes?: Record<string, string> }} app
   * @param {boolean} dev
   */
  constructor(app, dev) {
    this.app = app;
    this.dev = dev;
  }

  apply(compiler) {
    // A host only reads them: `npm run dev`'s type checker (scripts/ts-watch.mjs) watches the files
    // its program reads, these among them.
    if (!this.app.exposes) return;
    if (!this.dev) {
      compiler.hooks.afterEmit.tap('ExposedTypes', () => {
        const errors = writeExposedTypes(this.app);
        if (errors.length) throw new Error(`[rspack/${PIECE}] ${this.app.name}:\n${errors.join('')}`);
      });
      return;
    }
    let running = false;
    let again = false;
    const run = () => {
      running = true;
      const child = spawn(process.execPath, [__filename, this.app.dir], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (child.pid) os.setPriority(child.pid, 10);
      child.on('exit', () => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
    };
    compiler.hooks.done.tap('ExposedTypes', (stats) => {
      if (stats.hasErrors()) return;
      if (running) again = true;
      else run();
    });
  }
}

module.exports = { ExposedTypes, writeExposedTypes, remoteApp, typesDir, remoteTypesDir };

// `node rspack/exposed-types.js [appDir…]`: the given remotes' types (every remote's when none is given).
if (require.main === module) {
  const dirs = process.argv.slice(2);
  let failed = false;
  for (const dir of dirs.length ? dirs : REMOTE_NAMES.map((name) => path.join(ROOT, SITE_APPS[name].package))) {
    const errors = writeExposedTypes(remoteApp(path.resolve(dir)));
    if (errors.length) {
      failed = true;
      console.error(`[rspack/${PIECE}] ${path.basename(dir)}:\n${errors.join('')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
