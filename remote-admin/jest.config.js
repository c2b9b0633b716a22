const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: require('./package.json').name,
  setupFiles: [...preset.setupFiles, '<rootDir>/src/test/dom-polyfills.js'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // @ant-design/icons' CommonJS build requires the ES build of one colors file; use its CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
  },
};
