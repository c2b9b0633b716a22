// Drops from antd's modules the functions that write each component's CSS, where the app's antd
// never calls them: with `theme.zeroRuntime` (rspack/antd-static-style.js gives the styles as
// stylesheets made at build time) a component's style hook returns before it calls its style
// function (@ant-design/cssinjs-utils' genComponentStyleHook), yet every such function, and the
// helpers only they use, were downloaded and compiled by the admin's phone: about a sixth of the
// back office's frame chunk before minification.
//
// How: in each of antd's ES modules, the style function given to genStyleHooks,
// genComponentStyleHook or genSubStyleComponent (their second argument) becomes `() => []`; the
// component tokens (the third argument), which the CSS variables still need, are kept. What only
// those functions used is then left unused, and the build drops it.
// Only for an app whose every antd component renders under zeroRuntime: outside it, antd would
// find no style to write. The styles made at build time run antd in Node, untouched.
// When antd changes: a style function passed another way is simply kept (the build only grows);
// rspack/antd-style-functions-loader.test.js fails if antd's button module is no longer cut.
const { Parser } = require('acorn');

const STYLE_HOOKS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const NO_STYLE = '() => []';

/** The source ranges of the style functions passed to antd's style hooks, outermost only. */
function styleFunctions(source) {
  const ast = Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** @type {Array<[number, number]>} */
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    const styleFn = node.type === 'CallExpression' && STYLE_HOOKS.has(node.callee.name) ? node.arguments[1] : null;
    if (styleFn && styleFn.type !== 'SpreadElement') {
      ranges.push([styleFn.start, styleFn.end]);
      return;
    }
    for (const value of Object.values(node))
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
  };
  visit(ast);
  return ranges;
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function antdStyleFunctionsLoader(source) {
  if (!/\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(source)) return source;
  let out = source;
  for (const [start, end] of styleFunctions(source).reverse()) out = out.slice(0, start) + NO_STYLE + out.slice(end);
  return out;
};

module.exports.styleFunctions = styleFunctions;
