// Async boundary: the shared singletons (react, router, @pasteleria/shared) are negotiated by the
// federation runtime before the modules that import them run.
//
// The start-up chunks arrive in one file with main.js, before it (StartupBundle, rspack.shared.js),
// but they run in separate tasks, so no single task runs everything: React DOM (the largest module) and
// bootstrap.tsx (config, router, shell). The first task only evaluates the federation runtime; each
// of the next two starts one (resolving its shared modules is work of its own).
setTimeout(() => {
  const reactDom = import('react-dom/client');
  setTimeout(() => void import('./bootstrap').then(({ start }) => start(reactDom)), 0);
}, 0);
