// `npm run test:unit`: every front-end package's component and unit tests in one run.
const { SITE_APPS } = require('@pasteleria/shared/federation');

module.exports = {
  projects: ['shared', ...Object.values(SITE_APPS).map((app) => app.package)].map((folder) => `<rootDir>/${folder}`),
  // A run of several projects reads the test timeout from here only, not from each project's
  // config (jest.preset.js, which a package's own run uses): room for CI's two busy cores.
  testTimeout: require('./jest.preset.js').testTimeout,
};
