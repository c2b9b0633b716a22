// The first module of a remote's server file (rspack/server-build.js). Its asset URLs must be the
// browser's: they start at the folder the release's remoteEntry.js is served from, as the browser
// resolved it (an absolute URL ending in '/'), which only the render process knows. It sets
// globalThis.__pasteleriaServerPublicPath just before it requires the file; without it the file
// does not load, rather than draw pictures that point nowhere.
const publicPath = globalThis.__pasteleriaServerPublicPath;
if (typeof publicPath !== 'string' || !publicPath.endsWith('/'))
  throw new Error(
    "A remote's server file needs globalThis.__pasteleriaServerPublicPath, the URL of its release's folder " +
      `(ending in '/'), set before it is required; it is ${JSON.stringify(publicPath)}.`,
  );
// Rspack's own variable for the bundle's public path, which this assignment sets.
// eslint-disable-next-line no-undef
__webpack_public_path__ = publicPath;
