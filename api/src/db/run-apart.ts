import { spawn } from 'node:child_process';

/**
 * Runs `exportName(...args)` of the module at `moduleUrl` in a short-lived node process and answers
 * what it returned (sent back over IPC as JSON). For one-off jobs whose memory this process would
 * otherwise keep for its whole life: PGlite's initdb grows a WebAssembly memory to ~800 MB that
 * never shrinks, and rasterising the demo pictures with libvips leaves ~90 MB of native heap behind.
 */
export function runApart<T>(moduleUrl: string, exportName: string, args: unknown[] = []): Promise<T> {
  const script = `
    const [url, name, args] = JSON.parse(process.argv[1]);
    const result = await (await import(url))[name](...args);
    process.send({ result: result ?? null }, () => process.disconnect());`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '--eval', script, JSON.stringify([moduleUrl, exportName, args])],
      { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] },
    );
    let answer: { result: T } | undefined;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('message', (message: { result: T }) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0 && answer) resolve(answer.result);
      else reject(new Error(`${exportName} falló en su proceso (${signal ?? `código ${code}`}):\n${stderr}`));
    });
  });
}
