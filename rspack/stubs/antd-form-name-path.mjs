// Stands in for antd/es/form/hooks/useForm.js where antd's Radio group imports it
// (rspack/antd-form-engine-with-forms.js): the group takes one small function from that module,
// which would bring rc-form's whole engine to every screen with a Table (its row selection imports Radio).
import { toArray } from 'antd/es/form/util.js';

/** antd's own: a field's name path as one string, e.g. ['items', 0] → 'items_0'. */
export function toNamePathStr(name) {
  return toArray(name).join('_');
}
