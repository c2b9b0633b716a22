// @ts-check
// `npm start`: builds what is missing or out of date, then serves the whole site through api/
// on PORT (default 8080): the host at /, the remotes at /remotes/*, the API at /api/v1.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';

ensureBuilt();
const server = spawn(process.execPath, [join(root, 'api/dist/src/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
