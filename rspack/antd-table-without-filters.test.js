const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { antdTableWithoutFilters } = require('./antd-table-without-filters.js');

const ADMIN = path.join(__dirname, '..', 'remote-admin');

// The piece throws, naming itself, when antd's filter menu moved or changed its exports.
test("antd's Table filter menu is where the stub expects it, and the stub answers what useFilter asks of it", async () => {
  const [[dropdown, stub]] = Object.entries(antdTableWithoutFilters(ADMIN));
  assert.match(dropdown, /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js\$$/);
  const { default: FilterDropdown, flattenKeys } = await import(stub);
  // antd's own semantics: every value, a nested filter's children after it.
  const filters = [
    { value: 'a', children: [{ value: 'a1' }, { value: 'a2', children: [{ value: 'a21' }] }] },
    { value: 'b' },
  ];
  assert.deepEqual(flattenKeys(filters), ['a', 'a1', 'a2', 'a21', 'b']);
  assert.deepEqual(flattenKeys(undefined), []);
  // A column that declares filters is told why its menu is missing.
  assert.throws(() => FilterDropdown(), /antd-table-without-filters\.js/);
});
