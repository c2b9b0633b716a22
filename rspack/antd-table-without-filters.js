// antd's Table without its column filter menu: the back office's lists are searched with their own
// box and declare no column `filters` or `filterDropdown`, yet Table imports its filter menu for
// every list, and with it antd's Tree (rc-tree), Radio and the menu's search.
//
// Why: antd/es/table/hooks/useFilter/index.js imports FilterDropdown.js at its top and renders it
// only for a column with filters, which the bundler cannot know. FilterDropdown.js is replaced by
// rspack/stubs/antd-table-filter-dropdown.mjs: the same flattenKeys (which useFilter also calls, for
// no column here) and a default export that throws, naming this piece, if a column ever declares
// filters.
// Measured when added: /admin/producto downloads 364.5 → 354.9 KB of JS, /admin 378.4 → 368.1 KB
// (its statistics have tables); a form, without a table, 374.4 → 373.1 KB.
// When antd changes: this piece checks that FilterDropdown.js still exists and still exports
// flattenKeys and a default; if not, read antd's useFilter and update the stub (or drop the piece).
const path = require('node:path');
const { stubAlias } = require('./package-internals.js');

const PIECE = 'antd-table-without-filters.js';

/** resolve.alias: antd's Table filter menu (as the app at `appDir` resolves antd) → the stub. */
function antdTableWithoutFilters(appDir) {
  return stubAlias(PIECE, {
    pkg: 'antd',
    from: appDir,
    file: 'es/table/hooks/useFilter/FilterDropdown.js',
    exportsLike: [/export function flattenKeys\b/, /export default\b/],
    names: 'flattenKeys and a default',
    stub: path.join(__dirname, 'stubs', 'antd-table-filter-dropdown.mjs'),
  });
}

module.exports = { antdTableWithoutFilters };
