// Jest settings shared by the front-end packages (shared/, host/, remote-*/).
// Each package's jest.config.js spreads this; `npm run test:unit` at the root runs them all.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  // Node conditions so packages such as axios resolve to their CommonJS build under jest.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  transformIgnorePatterns: ['/node_modules/(?!(@pasteleria)/)'],
  moduleNameMapper: {
    '\\.(css|less)$': path.join(__dirname, 'jest', 'style-stub.js'),
    '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'jest', 'file-stub.js'),
  },
  setupFiles: [path.join(__dirname, 'jest', 'polyfills.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup-dom.js')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
};
