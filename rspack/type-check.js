// The type checker beside the dev server: TypeScript's errors of the app (and of what it imports)
// in the terminal and in the browser's error overlay, after each rebuild, without delaying it.
//
// Why: Rspack's SWC strips types without checking them, so without it a type error would show only
// at `npm run lint`. ts-checker-rspack-plugin runs tsc in a process of its own (async: the rebuild
// and its hot update do not wait for it) on the app's tsconfig.json, which reads @pasteleria/shared
// through its declarations (shared/dist, kept current by `npm run dev`'s shared watcher) and the
// host the remotes' published types (rspack/exposed-types.js). Development only: the production
// build never runs it, and `npm run lint` checks the same tsconfig.json.
// Measured when added: with its issues process at a lower priority an edit is shown about 0.3 s
// after the save, as without the checker; at the dev server's priority, 0.8 to 0.9 s.
// When ts-checker-rspack-plugin changes: its options are its documented ones; the piece's test
// checks that an app with a type error gets it in its compilation's errors.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { stripVTControlCharacters } = require('node:util');

/** Routine lines of the checker, not printed: what is left needs attention. */
const ROUTINE = /no errors found|in progress|found 0 errors/i;

/**
 * The checker's processes (children of this one) at a lower priority than the dev server: on a
 * two-core machine a rebuild and its hot update then never wait for a type check. Linux's /proc
 * lists a process's children (one small file, read before and after each rebuild, where reading
 * every process of the machine took a few hundred files with a browser open); elsewhere they keep
 * their priority.
 */
class CheckerBelowRebuilds {
  apply(compiler) {
    const lowered = new Set();
    const children = `/proc/${process.pid}/task/${process.pid}/children`;
    const lower = () => {
      let pids = [];
      try {
        pids = fs
          .readFileSync(children, 'utf8')
          .split(/\s+/)
          .filter((pid) => pid && !lowered.has(pid));
      } catch {
        return;
      }
      for (const pid of pids) {
        try {
          // The issues worker only: the dependencies worker is awaited by each rebuild.
          if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('getIssuesWorker')) continue;
          os.setPriority(Number(pid), 10);
          lowered.add(pid);
        } catch {
          // gone meanwhile
        }
      }
    };
    // The worker is forked as the first compilation begins, and its first check (the whole app) is
    // its longest: it is looked for every 50 ms until lowered, so the first builds do not wait for it.
    let looking;
    const lowerSoon = () => {
      lower();
      if (looking || lowered.size) return;
      let tries = 0;
      looking = setInterval(() => {
        lower();
        if (lowered.size || ++tries >= 200) {
          clearInterval(looking);
          looking = undefined;
        }
      }, 50);
      looking.unref();
    };
    compiler.hooks.thisCompilation.tap('CheckerBelowRebuilds', lowerSoon);
    compiler.hooks.done.tap('CheckerBelowRebuilds', lower);
  }
}

class TypeCheck {
  /**
   * @param {string} appDir  the app's folder (its tsconfig.json)
   * @param {{ async?: boolean }} [options]  async: false makes the errors the compilation's own (tests)
   */
  constructor(appDir, { async = true } = {}) {
    this.appDir = appDir;
    this.async = async;
  }

  apply(compiler) {
    const { TsCheckerRspackPlugin } = require('ts-checker-rspack-plugin');
    // 'no errors found' is printed only after a check that found some: the errors are gone.
    let hadErrors = false;
    new TsCheckerRspackPlugin({
      async: this.async,
      typescript: { configFile: path.join(this.appDir, 'tsconfig.json'), mode: 'readonly', memoryLimit: 2048 },
      logger: {
        log: (message) => {
          const text = stripVTControlCharacters(String(message));
          if (/no errors found/i.test(text)) {
            if (hadErrors) console.log(message);
            hadErrors = false;
          } else if (!ROUTINE.test(text)) console.log(message);
          if (/found \d+ errors?/i.test(text)) hadErrors = true;
        },
        error: (message) => console.error(message),
      },
    }).apply(compiler);
    new CheckerBelowRebuilds().apply(compiler);
  }
}

module.exports = { TypeCheck };
