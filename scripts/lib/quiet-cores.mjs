// @ts-check
// Waiting for the machine's cores to be mostly idle: a dev server's edit is timed as between two
// saves of a working day, once the type checkers' and the published types' work is done, not while
// the first checks after a start are still running.
import { cpus } from 'node:os';

/**
 * The idle share of the cores since `before` (os.cpus() times).
 * @param {import('node:os').CpuInfo[]} before
 */
function idleSince(before) {
  let idle = 0;
  let total = 0;
  cpus().forEach((cpu, i) => {
    const was = before[i]?.times ?? cpu.times;
    const sum = (/** @type {import('node:os').CpuInfo['times']} */ t) => t.user + t.nice + t.sys + t.idle + t.irq;
    idle += cpu.times.idle - was.idle;
    total += sum(cpu.times) - sum(was);
  });
  return total > 0 ? idle / total : 1;
}

/**
 * Resolves once the cores have been at least 80 % idle over one second, or after `timeoutMs` (then
 * the timing that follows is made on a busy machine, and may say so by missing its bound).
 * @param {number} [timeoutMs]
 */
export async function quietCores(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = cpus();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (idleSince(before) > 0.8) return;
  }
}
