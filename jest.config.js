// `npm run test:unit`: every front-end package's component and unit tests in one run.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-public',
    '<rootDir>/remote-blog',
    '<rootDir>/remote-admin',
  ],
  // A run of several projects reads the test timeout from here only, not from each project's
  // config (jest.preset.js, which a package's own run uses): room for CI's two busy cores.
  testTimeout: require('./jest.preset.js').testTimeout,
};
