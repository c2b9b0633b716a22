// Stands in for antd's Table filter menu in the back office's build (rspack/antd-table-without-filters.js):
// no column of its lists declares filters, so the menu, and the Tree and Radio it brings, are never
// drawn.

/** antd's own: every value of a column's filters, nested ones included. */
export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}

export default function FilterDropdown() {
  throw new Error(
    'A Table column declares filters, but antd’s filter menu is not in this build: see rspack/antd-table-without-filters.js.',
  );
}
