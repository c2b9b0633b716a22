// The one warning every build of a remote gives for a choice of ours, left out of its log; every
// other warning and error is printed as before.
//
// Why: Module Federation's manifest plugin warns, once per remote and build, "Manifest will use
// absolute path resolution via its host at runtime, reason: publicPath='auto'". That is the design:
// a remote's files are found from where its remoteEntry.js was loaded (`output.publicPath: 'auto'`,
// rspack.shared.js), so each release can be served from any address (/remotes/blog/<version>/, a
// team's own host); what reads its mf-manifest.json (the host, the API's releases) resolves the
// manifest's 'auto' from the manifest's own address. Nobody can act on it, and a build log with an
// expected warning teaches people to skip its warnings. Measured when added: `npm run build`
// printed it three times, `npm start`'s first build too.
// Exactly that one: the manifest plugin's logger (the name its lines show), its warn level and the
// warning's reason; if the plugin renames its logger or rewords the warning, the warning is printed
// again and known-warnings.test.js fails with this piece's name.
const MANIFEST_LOGGER = 'Module Federation Manifest Plugin';
const AUTO_PUBLIC_PATH = /reason: publicPath='auto'/;

class KnownWarnings {
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('KnownWarnings', (name, type, args) =>
      name === MANIFEST_LOGGER && type === 'warn' && AUTO_PUBLIC_PATH.test(args.map(String).join(' '))
        ? true
        : undefined,
    );
  }
}

module.exports = { KnownWarnings, MANIFEST_LOGGER };
