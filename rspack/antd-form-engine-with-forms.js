// rc-form's engine (its store, fields, lists and async-validator) only with the screens that run a
// form: every screen of the back office has components that read antd's form context (a list's
// search box, its table's pagination), and they used to bring the whole engine with them.
//
// Why: rc-form's index gives its default export the engine as properties (`RefForm.useForm =
// useForm`, `RefForm.Field = Field`…), side effects the bundler must keep, so any module importing
// '@rc-component/form' brings all of it. Two antd modules outside its Form do:
// - antd/es/form/context.js (imported by Input, Select, Pagination…) takes only `FormProvider`: for
//   that module '@rc-component/form' resolves to the file that defines it (es/FormContext.js, which
//   the index re-exports: the same module, the same context);
// - antd/es/radio/group.js (imported by Table's row selection) takes only `toNamePathStr` from
//   antd/es/form/hooks/useForm.js, which imports rc-form's useForm: for that module, that file is
//   rspack/stubs/antd-form-name-path.mjs, the same function.
// Measured when added: the admin's frame chunk 124.5 → 113.8 KB (brotli); /admin/categoria downloads
// 357.4 → 345.5 KB of JS, /admin 370.6 → 358.7 KB (the engine was in the frame, and a list's table
// needed it for Radio); a form downloads the engine as a chunk of its own.
// When antd or rc-form changes: this piece checks that those two modules still import just that,
// that es/FormContext.js still exports FormProvider and that toNamePathStr is still the stub's; if
// not, read them and update the piece (or drop it).
const path = require('node:path');
const { antdEs, internalsChanged, readIfExists, resolveFrom } = require('./package-internals.js');

const PIECE = 'antd-form-engine-with-forms.js';
const NAME_PATH_STUB = path.join(__dirname, 'stubs', 'antd-form-name-path.mjs');

/** Whether `source` names `specifier` exactly once, in an import line matching `line`. */
function importsOnce(source, specifier, line) {
  const named = source.split(`'${specifier}'`).length - 1 + source.split(`"${specifier}"`).length - 1;
  return named === 1 && source.split('\n').some((one) => line.test(one));
}

function check(holds, what) {
  if (!holds) throw internalsChanged(PIECE, what);
}

/** The module rules, for the app at `appDir` (as it resolves antd, and antd resolves rc-form). */
function antdFormEngineRules(appDir) {
  const antd = antdEs(PIECE, appDir);
  const rcForm = path.join(path.dirname(resolveFrom(PIECE, '@rc-component/form/package.json', antd)), 'es');

  const context = path.join(antd, 'form', 'context.js');
  const formContext = path.join(rcForm, 'FormContext.js');
  check(
    importsOnce(
      readIfExists(context),
      '@rc-component/form',
      /^import \{ FormProvider(?: as \w+)? \} from '@rc-component\/form';$/,
    ),
    'antd/es/form/context.js is gone or takes more than FormProvider from rc-form.',
  );
  check(
    /export \{[^}]*\bFormProvider\b[^}]*\}/.test(readIfExists(formContext)),
    '@rc-component/form/es/FormContext.js is gone or no longer exports FormProvider.',
  );

  const group = path.join(antd, 'radio', 'group.js');
  const useForm = path.join(antd, 'form', 'hooks', 'useForm.js');
  check(
    importsOnce(
      readIfExists(group),
      '../form/hooks/useForm',
      /^import \{ toNamePathStr \} from '\.\.\/form\/hooks\/useForm';$/,
    ),
    'antd/es/radio/group.js is gone or takes more than toNamePathStr from antd/es/form/hooks/useForm.js.',
  );
  check(
    /export function toNamePathStr\(name\) \{\s*const namePath = toArray\(name\);\s*return namePath\.join\('_'\);\s*\}/.test(
      readIfExists(useForm),
    ),
    "antd/es/form/hooks/useForm.js no longer defines toNamePathStr as the stub does (toArray(name).join('_')).",
  );

  return [
    { test: context, resolve: { alias: { '@rc-component/form$': formContext } } },
    { test: group, resolve: { alias: { [`${useForm}$`]: NAME_PATH_STUB } } },
  ];
}

module.exports = { antdFormEngineRules };
