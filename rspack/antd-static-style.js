// antd's component styles as stylesheets made at build time, instead of CSS-in-JS at run time.
//
// Why: antd 6 writes a component's CSS in the browser the first time it renders
// (@ant-design/cssinjs: design tokens → style objects → CSS text → <style> tags). On a phone that is
// most of the back office's start-up: Lighthouse's mobile run of /admin/producto showed seconds of
// script before the list was usable. With `theme.zeroRuntime` on the app's ConfigProvider no
// component writes a style; the styles come from the stylesheets this piece makes.
//
// How: the app declares its antd components in groups (`antdStyles.groups` in its rspack.config.js;
// the first group is the frame every screen shows, each other group what some screens add). Before a
// build or a dev server's start, a process of its own (antd-static-style-render.js, NODE_ENV=production)
// renders each group's components in Node with the app's theme through @ant-design/static-style-extract
// and writes the group's CSS to <app>/.tmp/antd-styles/<group>.css; a group after the first holds only
// what the first does not (the theme's CSS variables are in the first). Then the loader
// (antd-static-style-loader.js) adds to each of the app's modules that imports antd components the
// stylesheets of their groups, so a chunk carries the styles of the components it renders, and a
// component in no group stops the build, naming the file.
// Made again only when antd's version, the theme's file or the groups change.
//
// What it leans on: @ant-design/static-style-extract (antd's own extractor: it renders every named
// component) and @ant-design/cssinjs's extractStyle with `once`; antd's `zeroRuntime` theme flag.
// rspack/antd-static-style.test.js checks both on a small app, and that an unstyled group is refused.
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { internalsChanged, resolveFrom } = require('./package-internals.js');

const PIECE = 'antd-static-style.js';

/**
 * @typedef {object} AntdStyles
 * @property {{ file: string, name: string }} theme  the module (relative to the app) and export of the app's ThemeConfig
 * @property {Record<string, string[]>} groups  group name → antd component names; the first is on every screen
 */

/** Where an app's stylesheets are written. @param {string} dir */
const stylesDir = (dir) => path.join(dir, '.tmp', 'antd-styles');

/** What the stylesheets are made from: when it changes, they are made again. @param {string} dir @param {AntdStyles} o */
function fingerprint(dir, o) {
  const antd = resolveFrom(PIECE, 'antd/package.json', dir);
  return createHash('sha256')
    .update(readFileSync(antd))
    .update(readFileSync(path.join(dir, o.theme.file)))
    .update(JSON.stringify(o))
    .digest('hex');
}

/**
 * Makes the app's stylesheets when they are missing or stale.
 * @param {string} dir @param {AntdStyles} o
 * @returns {boolean} whether they were made now
 */
function makeAntdStyles(dir, o) {
  const out = stylesDir(dir);
  const stamp = path.join(out, 'fingerprint');
  const wanted = fingerprint(dir, o);
  const groups = Object.keys(o.groups);
  const fresh =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === wanted &&
    groups.every((g) => existsSync(path.join(out, `${g}.css`)));
  if (fresh) return false;
  const run = spawnSync(
    process.execPath,
    [path.join(__dirname, 'antd-static-style-render.js'), dir, JSON.stringify(o)],
    { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw internalsChanged(PIECE, `rendering antd's styles failed:\n${run.stderr}`);
  /** @type {Record<string, string>} */
  const css = JSON.parse(run.stdout);
  mkdirSync(out, { recursive: true });
  for (const group of groups) {
    if (!css[group]) throw internalsChanged(PIECE, `antd gave no style for the group '${group}' (${o.groups[group]}).`);
    writeFileSync(path.join(out, `${group}.css`), css[group]);
  }
  writeFileSync(stamp, wanted);
  return true;
}

/** Makes the stylesheets before each build and each rebuild of the dev server. */
class AntdStaticStyle {
  /** @param {string} dir @param {AntdStyles} o */
  constructor(dir, o) {
    this.dir = dir;
    this.o = o;
  }

  apply(compiler) {
    const make = async () => {
      makeAntdStyles(this.dir, this.o);
    };
    compiler.hooks.beforeRun.tapPromise('AntdStaticStyle', make);
    compiler.hooks.watchRun.tapPromise('AntdStaticStyle', make);
  }
}

/**
 * The module rule that adds the groups' stylesheets to the modules importing antd components.
 * @param {string} dir @param {AntdStyles} o
 */
function antdStyleRule(dir, o) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    enforce: 'pre',
    loader: path.join(__dirname, 'antd-static-style-loader.js'),
    options: { stylesDir: stylesDir(dir), groups: o.groups },
  };
}

/**
 * The module rule that drops antd's style functions, which zeroRuntime never calls
 * (antd-style-functions-loader.js): for an app whose antd styles are made here.
 */
function antdStyleFunctionsRule() {
  return {
    test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/,
    loader: path.join(__dirname, 'antd-style-functions-loader.js'),
  };
}

module.exports = { AntdStaticStyle, antdStyleFunctionsRule, antdStyleRule, makeAntdStyles, stylesDir };
