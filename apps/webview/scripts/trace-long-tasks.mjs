// The page's long tasks in a Chromium trace (the one Lighthouse keeps with `--save-assets`): wall time
// and the main thread's own CPU time. Where the two differ, the thread was waiting for a core, which
// a machine with few cores shared by the browser's processes and the tools makes common.

const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The renderer's main thread with the most events, of the renderer `pid` when one is given: the
 * page's, not an extension's or a blank tab's.
 * @returns its `thread_name` event (`pid`, `tid`), or `null` when the trace has none.
 */
export function pageMainThread(events, pid) {
  let best = null;
  let most = -1;
  for (const named of events) {
    if (named.name !== 'thread_name' || named.args?.name !== 'CrRendererMain') continue;
    if (pid !== undefined && named.pid !== pid) continue;
    const count = events.filter((e) => e.pid === named.pid && e.tid === named.tid).length;
    if (count > most) {
      most = count;
      best = named;
    }
  }
  return best;
}

/**
 * Sums the wall and CPU time of the page's main-thread tasks of at least `minMs` of wall time from
 * its navigation on.
 * @param trace A trace as Chromium writes it (`{ traceEvents }` or the bare array).
 * @returns `{ count, wallMs, cpuMs }`
 */
export function longTaskTimes(trace, minMs) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = pageMainThread(events);
  if (!main) return { count: 0, wallMs: 0, cpuMs: 0 };
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid);
  const from = navigation?.ts ?? 0;
  let count = 0;
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !TASK_EVENTS.has(e.name))
      continue;
    if (e.ts < from || e.dur / 1000 < minMs) continue;
    count++;
    wall += e.dur;
    cpu += e.tdur ?? e.dur;
  }
  return { count, wallMs: wall / 1000, cpuMs: cpu / 1000 };
}
