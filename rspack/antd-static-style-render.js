// Run by antd-static-style.js in a process of its own, with NODE_ENV=production (antd's production
// class names, none of its development warnings):
//
//   node antd-static-style-render.js <app dir> '{"theme":{"file","name"},"groups":{…}}'
//
// prints { group: css } as JSON. Each group is rendered after the first into a style cache that
// already holds the first's, and gives only its new rules (cssinjs's extractStyle with `once`), so a
// later group never repeats the frame's styles, while each later group stands on its own beside it.
const { createRequire } = require('node:module');
const path = require('node:path');

const [dir, json] = process.argv.slice(2);
const { theme, groups } = JSON.parse(json);
const appRequire = createRequire(path.join(dir, 'package.json'));
const React = appRequire('react');
const { createCache, extractStyle, StyleProvider } = appRequire('@ant-design/cssinjs');
const { extractStyle: renderComponents } = require('@ant-design/static-style-extract');
const antd = appRequire('antd');

// The app's ThemeConfig as its components use it, but with the runtime styles on: they are what is recorded here.
const themeConfig = { ...appRequire(path.join(dir, theme.file))[theme.name], zeroRuntime: false };
// Left out of the stylesheets, as nothing on the page can match them: the map of cache paths cssinjs
// appends for hydrating server-rendered styles, and the CSS variables of the ConfigProviders the
// extractor nests, scoped by React's server-side ids (`css-var-_R_h7_`; the browser's differ).
const UNMATCHED = [/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/g, /\.css-var-_R_[A-Za-z0-9]+_\{[^}]*\}/g];

/** Renders the components into the cache and returns the rules it did not have. */
function render(cache, includes) {
  renderComponents({
    antdInstance: antd,
    includes,
    customTheme: (node) =>
      React.createElement(
        StyleProvider,
        { cache },
        React.createElement(antd.ConfigProvider, { theme: themeConfig }, node),
      ),
  });
  return UNMATCHED.reduce((css, rule) => css.replace(rule, ''), extractStyle(cache, { plain: true, once: true }));
}

const [first, ...others] = Object.entries(groups);
const frameCache = createCache();
const out = { [first[0]]: render(frameCache, first[1]) };
for (const [group, includes] of others) {
  const cache = createCache();
  render(cache, first[1]);
  out[group] = render(cache, includes);
}
process.stdout.write(JSON.stringify(out));
