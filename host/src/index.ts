// Async boundary: the shared singletons (react, router, @pasteleria/shared) are negotiated by the
// federation runtime before the modules that import them run.
//
// The start-up is two downloads, each evaluated as soon as its own files have arrived, so no single
// task evaluates everything: React DOM (the largest module) and bootstrap.tsx (config, router,
// shell). The first task only evaluates the federation runtime; each of the next two starts one
// download (resolving its shared modules and adding its script tags is work of its own).
setTimeout(() => {
  const reactDom = import('react-dom/client');
  setTimeout(() => void import('./bootstrap').then(({ start }) => start(reactDom)), 0);
}, 0);
