// @ts-check
// `npm start`: builds what is missing or out of date, then serves the whole site through api/
// on PORT (default 8080): the host at /, the remotes at /remotes/*, the API at /api/v1.
//
// The server runs in this process, and package.json starts it with `exec`: npm runs a script
// through `sh -c`, and dash does not forward signals, so the SIGTERM/SIGINT that npm passes on
// to its child (what `docker stop` and process managers send to npm) used to kill only the shell
// and leave the server running. Now npm's child is the server itself: it drains, closes the
// database and exits (api/src/main.ts), and npm exits with it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuiltOrExit, root } from './ensure-built.mjs';

ensureBuiltOrExit();
await import(pathToFileURL(join(root, 'api/dist/src/main.js')).href);
