// Adds to a remote's mf-manifest.json, as `routeChunks`, the files of each lazy screen it names
// `route-…` (`import(/* webpackChunkName: "route-post-detail" */ './post-detail')`), the chunks it
// shares with others included.
//
// Why: the server preloads them on the pages that open on that screen (api/src/site/), so a post's
// page downloads its screen alongside the remote's entry instead of after it: the first view is
// drawn in one render, with no 'Cargando…' in between.
//
// Also `cssLoadingKeys`: for each CSS file, the `data-rspack` value rspack's CSS loading marks the
// stylesheet of its chunk with (`<uniqueName>:chunk-<id>`). A page drawn by the server links its
// first view's stylesheets itself, by path; the remote's runtime, looking for them by its own
// absolute URL, misses those links and adds every stylesheet a second time (the browser parses it
// again and styles the whole page anew). Given the key, the server's link is the one it finds.
// When @module-federation/enhanced changes: this piece runs after the federation plugin has written
// mf-manifest.json (processAssets, REPORT stage) and adds its two fields; if the manifest moved or is
// written later, rspack/manifest-route-chunks.test.js fails.
const { rspack } = require('@rspack/core');

class ManifestRouteChunks {
  /**
   * @param {readonly string[]} [expected] the names the site preloads this remote's screens by
   *        (SITE_PAGES' routeChunk, ADMIN_SCREEN_CHUNKS): one the build does not make stops it, so
   *        a renamed screen is not silently left out of every page's preloads.
   */
  constructor(expected = []) {
    this.expected = expected;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestRouteChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ManifestRouteChunks', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const routeChunks = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith('route-')) continue;
            const files = group.getFiles();
            routeChunks[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          for (const missing of this.expected.filter((name) => !routeChunks[name]))
            compilation.errors.push(
              new rspack.WebpackError(
                `No lazy screen is built as the chunk "${missing}", which the site preloads by that name: ` +
                  `give its import(/* webpackChunkName: "${missing}" */ …), or change the name where it is declared.`,
              ),
            );
          const { uniqueName } = compilation.outputOptions;
          const cssLoadingKeys = {};
          for (const chunk of compilation.chunks)
            for (const file of chunk.files)
              if (file.endsWith('.css') && chunk.id !== null) cssLoadingKeys[file] = `${uniqueName}:chunk-${chunk.id}`;
          const manifest = { ...JSON.parse(asset.source.source().toString()), routeChunks, cssLoadingKeys };
          compilation.updateAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { ManifestRouteChunks };
