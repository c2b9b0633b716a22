// `npm run lint`: ESLint over every package (type-aware), then the Prettier check.
import { createRequire } from 'node:module';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const require = createRequire(import.meta.url);
const { ROUTER_EXPORTS } = require('./federation-shared.js');
const { SITE_APPS } = require('@pasteleria/shared/federation');

/** The front-end apps' folders. */
const APPS = Object.values(SITE_APPS).map((app) => app.package);

/** The router is shared tree-shaken to ROUTER_EXPORTS: importing anything else loads a second router. */
const routerImports = [
  {
    name: 'react-router-dom',
    allowImportNames: ROUTER_EXPORTS,
    allowTypeImports: true,
    message: 'El router compartido solo trae las exportaciones de federation-shared.js: agrégala allí primero.',
  },
  { name: 'react-router', message: 'Importa el router de react-router-dom, el que se comparte.' },
];

/** The router's subpaths are not shared at all: each would be a second copy of the router. */
const routerSubpaths = {
  group: ['react-router/*', 'react-router-dom/*'],
  message: 'Importa el router de react-router-dom, el que se comparte.',
};

/**
 * The API loads OpenTelemetry only when traces are asked for (OTEL_EXPORTER_OTLP_ENDPOINT): by
 * import() in api/src/plugins/external/otel.ts, never by an import that every start would load.
 */
const openTelemetry = {
  group: ['@opentelemetry/*', '@fastify/otel'],
  allowTypeImports: true,
  message:
    'OpenTelemetry se carga solo con OTEL_EXPORTER_OTLP_ENDPOINT: impórtalo con import() en plugins/external/otel.ts.',
};

/**
 * No app imports another's code: they are deployed independently and meet only through federation.
 * `router`: whether the shared, tree-shaken router's rules apply (not in a Node-only build).
 */
function boundaries(app, { router = true } = {}) {
  const others = APPS.filter((other) => other !== app);
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: router ? routerImports : [],
          patterns: [
            ...(router ? [routerSubpaths] : []),
            {
              group: others.flatMap((other) => [`**/${other}/**`, `${other}`, `${other}/**`]),
              message: 'Cada app se despliega sola: comparte por @pasteleria/shared o por federación, no por import.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tmp/**',
      'bench/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Copies the browser tests build (a team's clone, an earlier main), removed when they end.
      '.e2e-remote-blog-*/**',
      '.e2e-skew/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // node:test's test() and describe() return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // An async function without await still implements a promise-returning interface (fastify
      // handlers, fetch fakes); no-floating-promises catches the mistakes that matter.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The benches hand functions to the page they drive (page.evaluate), which run in the browser.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['jest/**/*.js', '*/src/test/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    files: [`{shared,${APPS.join(',')}}/src/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: routerImports, patterns: [routerSubpaths] }],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: routerImports, patterns: [routerSubpaths, openTelemetry] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', '**/testing/**/*.ts'],
    rules: {
      // A test that dereferences what is not there fails, which is what it should do.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect(mock.method) passes methods around without calling them.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The back office's build gives antd's App its message API alone (rspack/antd-app-message-only.js):
    // its modal and notification would throw there, though they work under jest.
    files: ['remote-admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "VariableDeclarator[init.callee.object.name='App'][init.callee.property.name='useApp'] > ObjectPattern > Property[key.name=/^(modal|notification)$/]",
          "MemberExpression[object.callee.object.name='App'][object.callee.property.name='useApp'][property.name=/^(modal|notification)$/]",
        ].map((selector) => ({
          selector,
          message:
            'En el back office App.useApp() da solo message (rspack/antd-app-message-only.js): para una pregunta, Modal.useModal() con su holder en la pantalla.',
        })),
      ],
    },
  },
  ...APPS.map(boundaries),
  // The host's server renderer is built for Node alone (no federation, no browser bundle): it takes
  // the whole router (StaticRouter) and hands remotes the very modules it renders with.
  { ...boundaries('host', { router: false }), files: ['host/src/server/**/*.{ts,tsx}'] },
);
