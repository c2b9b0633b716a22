// What every app's bundle gets for `react-refresh/runtime` in development (rspack/fast-refresh.js):
// the one React Refresh runtime of the page, whichever app's bundle loaded first.
//
// The host and each remote are separate bundles on one page, rendered by one shared react-dom. React
// keeps a single refresh handler, so every component family must live in one runtime: with one per
// bundle, the last bundle to refresh would own the handler and the others' edits would revert.
// Component ids are module ids (`./src/index.ts App`), which two apps may share, so each bundle's
// registrations carry its federation name; the runtime is hooked into React only once.
var KEY = '__pasteleriaReactRefreshRuntime';
var root = globalThis;
var runtime = root[KEY] || (root[KEY] = require('react-refresh/runtime'));
// __react_refresh_library__: the bundle's output.uniqueName, defined by @rspack/plugin-react-refresh.
// eslint-disable-next-line no-undef
var bundle = typeof __react_refresh_library__ !== 'undefined' ? __react_refresh_library__ : '';

module.exports = Object.assign({}, runtime, {
  register: function (type, id) {
    return runtime.register(type, bundle + ':' + id);
  },
  injectIntoGlobalHook: function (target) {
    if (runtime.__pasteleriaInjected) return;
    runtime.__pasteleriaInjected = true;
    runtime.injectIntoGlobalHook(target);
  },
});
