// A build that bundles what an alias should have replaced fails, with the piece to look at.
//
// Why: the aliases of federation-runtime-esm.js, axios-without-fetch-adapter.js,
// react-router-without-server-cookies.js and antd-table-without-filters.js name files inside packages. If a package update makes a
// module arrive by another path, the alias silently stops applying and every visitor downloads
// the bytes again. This plugin looks at every module of the build and fails it instead.
// When a package changes: the error names the file that was bundled; fix the piece it belongs to.
const path = require('node:path');
const { ROOT, internalsChanged } = require('./package-internals.js');
const { CJS_RUNTIME_FILE } = require('./federation-runtime-esm.js');

class GuardAliasedInternals {
  /**
   * @param {{ federationRuntime: boolean, stubbed: Record<string, string> }} o
   *   federationRuntime: whether the ESM aliases of the federation runtime apply;
   *   stubbed: the stub aliases (file$ → stub)
   */
  constructor({ federationRuntime, stubbed }) {
    this.federationRuntime = federationRuntime;
    this.replaced = new Set(Object.keys(stubbed).map((key) => key.replace(/\$$/, '')));
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('GuardAliasedInternals', (compilation) => {
      compilation.hooks.finishModules.tap('GuardAliasedInternals', (modules) => {
        const cjsRuntime = [];
        for (const module of modules) {
          const resource = module.resource || '';
          if (this.federationRuntime && CJS_RUNTIME_FILE.test(resource)) cjsRuntime.push(path.relative(ROOT, resource));
          if (this.replaced.has(resource)) {
            const stub = path.relative(ROOT, resource);
            compilation.errors.push(
              new WebpackError(
                internalsChanged('stubs', `${stub} was bundled: its stub in rspack/stubs/ did not apply.`).message,
              ),
            );
          }
        }
        if (cjsRuntime.length) {
          const some =
            cjsRuntime.slice(0, 3).join(', ') + (cjsRuntime.length > 3 ? ` and ${cjsRuntime.length - 3} more` : '');
          compilation.errors.push(
            new WebpackError(
              internalsChanged(
                'federation-runtime-esm.js',
                `The federation runtime was bundled from its CommonJS build (${some}): its ESM aliases did not apply.`,
              ).message,
            ),
          );
        }
      });
    });
  }
}

module.exports = { GuardAliasedInternals };
