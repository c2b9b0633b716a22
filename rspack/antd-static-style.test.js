const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { ROOT } = require('./package-internals.js');
const { makeAntdStyles, stylesDir } = require('./antd-static-style.js');
const loader = require('./antd-static-style-loader.js');

/** An app folder inside the repository (so it finds antd), with a theme of its own. */
function app() {
  const dir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'antd-style-test-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"antd-style-test"}');
  fs.writeFileSync(
    path.join(dir, 'theme.js'),
    "exports.THEME = { hashed: false, cssVar: { key: 'prueba' }, token: { colorPrimary: '#c2185b' } };",
  );
  return dir;
}

const OPTIONS = { theme: { file: 'theme.js', name: 'THEME' }, groups: { frame: ['Button'], table: ['Table'] } };

test("each group's stylesheet holds its components' rules; a later group none of the first's", () => {
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const dir = app();
  try {
    assert.equal(makeAntdStyles(dir, OPTIONS), true);
    const frame = fs.readFileSync(path.join(stylesDir(dir), 'frame.css'), 'utf8');
    const table = fs.readFileSync(path.join(stylesDir(dir), 'table.css'), 'utf8');
    assert.match(frame, /\.prueba\{[^}]*--ant-color-primary:#c2185b/, "the theme's CSS variables, under its key");
    assert.match(frame, /\.ant-btn\{/);
    assert.match(table, /\.ant-table\{/);
    assert.doesNotMatch(table, /\.ant-btn\{/, "the frame's rules are not repeated");
    assert.doesNotMatch(table, /--ant-color-primary:/);
    assert.doesNotMatch(frame + table, /css-var-_R_|data-ant-cssinjs-cache-path/, 'nothing the page cannot match');
    assert.equal(makeAntdStyles(dir, OPTIONS), false, 'made once while antd, the theme and the groups stay the same');
    fs.appendFileSync(path.join(dir, 'theme.js'), '\n// a change');
    assert.equal(makeAntdStyles(dir, OPTIONS), true, 'made again when the theme changes');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("antd's zeroRuntime still keeps components from writing their styles (what the stylesheets replace)", () => {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { ConfigProvider, Button } = require('antd');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const render = (zeroRuntime) => {
    const cache = createCache();
    renderToString(
      React.createElement(
        StyleProvider,
        { cache },
        React.createElement(ConfigProvider, { theme: { zeroRuntime } }, React.createElement(Button, null, 'Guardar')),
      ),
    );
    return extractStyle(cache, { plain: true, types: 'style' });
  };
  assert.match(render(false), /\.ant-btn/);
  assert.doesNotMatch(render(true), /\.ant-btn/);
});

/** The loader run on one module's source, as Rspack runs it. */
const load = (source, file = 'src/screen.tsx') =>
  loader.call({ getOptions: () => ({ stylesDir: '/estilos', groups: OPTIONS.groups }), resourcePath: file }, source);

test("the loader adds the stylesheets of a module's antd components, the frame's first, on its first line", () => {
  const source = "import { Table, type TableProps } from 'antd';\nimport type { ButtonProps } from 'antd';\nexport {};";
  const out = load(source);
  assert.equal(out, `import "/estilos/frame.css";import "/estilos/table.css";${source}`);
  assert.equal(out.split('\n').length, source.split('\n').length, 'the lines keep their numbers');
  assert.equal(
    load("import { Button as B } from 'antd';"),
    'import "/estilos/frame.css";import { Button as B } from \'antd\';',
  );
  assert.equal(load("import { useState } from 'react';"), "import { useState } from 'react';");
});

test('the loader stops the build at an antd component in no group, naming it and the file', () => {
  assert.throws(
    () => load("import { DatePicker } from 'antd';", 'src/summary/period-picker.tsx'),
    /period-picker\.tsx imports antd's DatePicker, which is in no group/,
  );
});
