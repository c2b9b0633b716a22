// The browsers the apps are built for: their scripts' syntax and their CSS (Browserslist's query),
// read by rspack.shared.js and by the drawn pages' loader (after-paint-loader.js).
module.exports = { BROWSERS: 'defaults and supports es6-module' };
