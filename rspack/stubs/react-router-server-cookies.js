// Stands in for `cookie` and `set-cookie-parser` inside react-router in the browser builds
// (rspack/react-router-without-server-cookies.js). react-router imports them only for its server runtime (createCookie, cookie
// session storage, Set-Cookie headers of server responses), which the shared router does not
// export; bundled as CommonJS they could not be tree-shaken and added about 1.7 KB gzipped to
// every visitor's download. Calling one of these in a browser is a mistake: it says so.
function serverOnly(name) {
  return () => {
    throw new Error(`${name}: las cookies del servidor de react-router no están disponibles en el navegador.`);
  };
}

export const parse = serverOnly('cookie.parse');
export const serialize = serverOnly('cookie.serialize');
export const splitCookiesString = serverOnly('set-cookie-parser.splitCookiesString');
