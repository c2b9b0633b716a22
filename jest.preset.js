// Jest settings shared by the front-end packages (shared/, host/, remote-*/).
// Each package's jest.config.js spreads this; `npm run test:unit` at the root runs them all.
const path = require('node:path');

module.exports = {
  // jsdom with Node's fetch, streams and TextEncoder, which MSW needs (see its docs).
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Packages are used as published, except ES-module-only ones (.mjs files, until-async), which MSW
  // needs: jest on Node 20 cannot require them.
  transformIgnorePatterns: ['/node_modules/(?!(@pasteleria|until-async)/).+\\.(js|cjs|json)$'],
  moduleNameMapper: {
    '\\.(css|less)$': path.join(__dirname, 'jest', 'style-stub.js'),
    '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'jest', 'file-stub.js'),
  },
  setupFiles: [path.join(__dirname, 'jest', 'polyfills.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup-dom.js')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Room for CI's two busy cores; a test that needs more is a test to make faster.
  testTimeout: 15_000,
};
