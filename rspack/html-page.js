// The HTML page of every app: Spanish, responsive, one #root, and the favicon inside the page.
//
// Why the favicon inline (a data URL): a separate file would take one of the six connections a phone
// opens over HTTP/1.1 while the start-up scripts are still coming.
// Nothing here leans on a package's internals.
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('./package-internals.js');

function inlineFavicon() {
  const svg = fs.readFileSync(path.join(ROOT, 'shared/src/styles/favicon.svg'), 'utf8');
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[<>#%]/g, encodeURIComponent)}`;
}

/** @param {string} title */
function htmlPage(title) {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Pastelería artesanal: pasteles, postres y pan dulce hechos a mano. Haz tu pedido por WhatsApp." />
    <meta name="theme-color" content="#5b3a29" />
    <link rel="icon" type="image/svg+xml" href="${inlineFavicon()}" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Activa JavaScript para ver el sitio de la pastelería.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlPage };
