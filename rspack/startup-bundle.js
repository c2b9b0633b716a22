// The host's start-up scripts as two files of about the same size, downloaded side by side.
//
// Why: the host's start-up chunks (React DOM, the bootstrap with the shell, the shared modules it
// provides) are only asked for once main.js runs. Over HTTP/1.1 a browser opens six connections
// per host, each starting TCP's slow start afresh: ten files cost extra round trips, and one file of
// 100 KB (brotli) grows its window alone while the remote's files and the main picture share the
// line. The files of the chunk groups main imports directly, and main.js, are joined into two
// `startup.<hash>.js` files (`halves`): deferred scripts, so they run in order and main.js, in the
// second, runs last and finds every chunk installed. Lazy pages (cookie policy, not found) stay
// apart; the chunk files and main.js stay in dist/ as well; the chunks' CSS is preloaded.
// Measured when added: in Lighthouse's simulation of a phone, LCP on / went from 2.01 to 1.95 s
// (about one round trip, 150 ms, sooner).
// When Rspack or its HTML plugin changes: this piece uses HtmlRspackPlugin's alterAssetTags hook and
// the entrypoint's chunk groups; rspack/startup-bundle.test.js builds a small app and checks that
// its page loads exactly the startup files.
const { createHash } = require('node:crypto');
const { rspack } = require('@rspack/core');

/**
 * Splits the start-up scripts into two files of about the same size: each chunk, largest first,
 * goes to the lighter one. The entry is in the second, so it runs after every chunk. Each file
 * keeps the build's order.
 * @param {string[]} chunks @param {string[]} entry @param {(file: string) => number} sizeOf
 * @returns {string[][]}
 */
function halves(chunks, entry, sizeOf) {
  const sum = (files) => files.reduce((total, file) => total + sizeOf(file), 0);
  const first = [];
  const second = [...entry];
  for (const file of [...chunks].sort((a, b) => sizeOf(b) - sizeOf(a))) {
    (sum(first) < sum(second) ? first : second).push(file);
  }
  const inOrder = (part) => [...chunks, ...entry].filter((file) => part.includes(file));
  return [inOrder(first), inOrder(second)].filter((part) => part.length);
}

const integrityPlaceholder = (file) => `__startup_integrity(${file})__`;

class StartupBundle {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupBundle', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupBundle',
        async (data) => {
          const main = compilation.entrypoints.get('main');
          if (!main) return data;
          const files = [...new Set(main.childrenIterable.flatMap((group) => group.getFiles()))];
          const css = files.filter((file) => file.endsWith('.css'));
          const entry = main.getFiles().filter((file) => file.endsWith('.js'));
          const chunks = files.filter((file) => file.endsWith('.js'));
          const entrySrc = new Set(entry.map((file) => `${data.publicPath}${file}`));
          data.assetTags.scripts = data.assetTags.scripts.filter((tag) => !entrySrc.has(tag.attributes.src));
          const preload = (file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'style', href: `${data.publicPath}${file}` },
          });
          data.assetTags.styles.unshift(...css.map(preload));
          const joinedTags = halves(chunks, entry, (file) => compilation.getAsset(file).source.size()).map((part) => {
            const joined = part.map((file) => compilation.getAsset(file).source.source().toString()).join(';\n');
            const name = `startup.${createHash('sha256').update(joined).digest('hex').slice(0, 8)}.js`;
            compilation.emitAsset(name, new rspack.sources.RawSource(joined));
            // When the build checks its files' integrity (subresource-integrity.js), which knows
            // only the files the build itself made: named by a placeholder until the file is final
            // (its runtime's chunk hashes are written in after this), then by its SHA-384 (below).
            const checked = compiler.options.output.crossOriginLoading
              ? { integrity: integrityPlaceholder(name), crossorigin: compiler.options.output.crossOriginLoading }
              : {};
            return {
              tagName: 'script',
              voidTag: false,
              attributes: { defer: true, src: `${data.publicPath}${name}`, ...checked },
            };
          });
          data.assetTags.scripts.unshift(...joinedTags);
          // A deferred script is fetched at low priority, after the preloads: these are the start.
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
          return data;
        },
      );
      // Once every file is final: each start-up file's SHA-384 in the page, in place of its placeholder.
      compilation.hooks.processAssets.tap(
        { name: 'StartupBundle', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const page = compilation.getAsset('index.html');
          if (!page) return;
          const html = page.source.source().toString();
          const named = html.replace(/__startup_integrity\(([^)]+)\)__/g, (_, file) => {
            const bytes = compilation.getAsset(file)?.source.buffer();
            return bytes ? `sha384-${createHash('sha384').update(bytes).digest('base64')}` : '';
          });
          if (named !== html) compilation.updateAsset('index.html', new rspack.sources.RawSource(named));
        },
      );
    });
  }
}

module.exports = { StartupBundle, halves };
