// The Module Federation `shared` of every app: one copy of react, react-dom, react-router-dom,
// zustand and @pasteleria/shared on the page (one router, one auth store, one API client), each
// at the range the app's own package.json asks for; the router tree-shaken to the exports the
// apps use.
//
// Why the tree-shaken router: a shared module is provided whole (the bundler cannot know what other
// apps will import from it). react-router-dom is shared with `treeShaking: runtime-infer` and the
// export list of federation-shared.js, which ESLint enforces on every import.
// Measured when added (with the ESM runtime and the remotes' external runtime, same change): see
// scripts/bundle-size.mjs; today the router chunk is 14.4 KB gzipped.
// When @module-federation/enhanced changes: `treeShaking` is the plugin's own option; if it is
// renamed, the build fails in federation's option schema, and rspack/shared-singletons.test.js
// checks that react-router-dom still exports every name of the list.
const { SINGLETONS, ROUTER_EXPORTS, SUBPATHS } = require('../federation-shared.js');

/**
 * @param {{ name: string, dependencies?: Record<string,string>, peerDependencies?: Record<string,string> }} pkg
 * @param {Record<string, object>} [extra]  an app's own extra shared entries
 */
function sharedSingletons(pkg, extra = {}) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  const add = (key, pkgName) => {
    if (!deps[pkgName]) throw new Error(`${pkg.name}: add "${pkgName}" to dependencies (it is a shared singleton)`);
    shared[key] = { singleton: true, requiredVersion: deps[pkgName] };
  };
  for (const name of SINGLETONS) add(name, name);
  for (const [key, name] of Object.entries(SUBPATHS)) add(key, name);
  shared['react-router-dom'].treeShaking = { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS };
  return { ...shared, ...extra };
}

module.exports = { sharedSingletons };
