// What every front-end app shares through Module Federation (used by rspack.shared.js).
// One router, one auth store, one API client on the page: these are singletons in every app.
// `react/` and `react-dom/` share the subpaths too (react/jsx-runtime, react-dom/client).
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@pasteleria/shared'];
const SUBPATHS = { 'react/': 'react', 'react-dom/': 'react-dom' };

// The shared router is tree-shaken to these exports. An app that imports another one makes the
// runtime load a second, full router (and its navigation breaks): add it here. ESLint's
// no-restricted-imports (eslint.config.mjs) checks every import and re-export against this list.
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useInRouterContext',
];

module.exports = { SINGLETONS, SUBPATHS, ROUTER_EXPORTS };
