// @ts-check
// What a page's main thread did, read from a Chrome trace by each task's thread time (CPU time),
// not its wall time.
//
// Lighthouse's simulated throttling (Lantern) takes each main-thread task's *wall* duration in the
// trace and multiplies it by the CPU slowdown (4 on mobile; layout tasks by half that): on a
// machine whose cores are busy with other work, a task that ran 5 ms waits its turn for 50 and
// counts as 200 ms, so TBT measures the machine's load as much as the page. The thread time of the
// same task (`tdur`) is what it cost the page whatever else ran: it gives a TBT that stays put
// when the machine is busy, beside Lighthouse's.

/** Lighthouse's threshold: the part of a task over 50 ms blocks input. */
const BLOCKING_MS = 50;

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number,
 *   args?: { data?: Record<string, any>, frame?: string } }} TraceEvent
 * @typedef {{ mainThreadMs: number, cpuTbtMs: number, longestTaskMs: number, tasks: number }} MainThread
 */

/**
 * The page's main thread from navigation to the trace's end, by thread time: its busy time, the
 * TBT its tasks after the first contentful paint give at `slowdown` (each task's thread time times
 * the slowdown, half of it for a task that laid out, as Lantern does, less 50 ms), its longest task
 * (thread time) and how many tasks it ran. Null when the trace lacks thread times or the page's
 * navigation.
 * @param {{ traceEvents: TraceEvent[] } | TraceEvent[]} trace @param {number} slowdown
 * @returns {MainThread | null}
 */
export function mainThreadByCpu(trace, slowdown) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return null;
  const { pid, tid } = navigation;
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= navigation.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= navigation.ts);
  /** @type {TraceEvent[]} the top-level tasks, in order */
  const tasks = [];
  for (const e of onThread.filter((x) => x.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
  }
  if (tasks.length === 0 || tasks.some((t) => t.tdur === undefined)) return null;
  const layouts = onThread.filter((e) => e.name === 'Layout');
  let busy = 0;
  let blocking = 0;
  let longest = 0;
  for (const task of tasks) {
    const cpu = (task.tdur ?? 0) / 1000;
    busy += cpu;
    longest = Math.max(longest, cpu);
    if (!fcp || task.ts + (task.dur ?? 0) < fcp.ts) continue;
    const end = task.ts + (task.dur ?? 0);
    const laidOut = layouts.some((l) => l.ts >= task.ts && l.ts < end);
    blocking += Math.max(0, cpu * (laidOut ? slowdown / 2 : slowdown) - BLOCKING_MS);
  }
  return {
    mainThreadMs: Math.round(busy),
    cpuTbtMs: Math.round(blocking),
    longestTaskMs: Math.round(longest),
    tasks: tasks.length,
  };
}
