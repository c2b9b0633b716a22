// `npm run test:unit`: every front-end package's component and unit tests in one run.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-public',
    '<rootDir>/remote-blog',
    '<rootDir>/remote-admin',
  ],
};
