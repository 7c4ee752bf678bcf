// Reads a Chromium trace (devtools.timeline) of a scroll: the renderer main thread's own time by
// event (each event's time without its children), over the whole trace, per 1,000 px scrolled, and
// per frame, so a slow frame's parts (script, style, layout, paint, commit) can be told apart from a
// fast frame's.

/** One frame at 60 Hz, with a little slack for the timer's rounding. */
const FRAME_MS = 16.7;
/** Animation-frame callbacks closer than this belong to the same frame (the page may have several). */
const SAME_FRAME_US = 1000;
/** A frame with more layout than this (ms) laid out new content, not only the scroll. */
const LAID_OUT_MS = 1;
/** Events listed per breakdown. */
const TOP = 12;

/** The renderer main thread's complete events, each with its own time in ms. */
function ownTimes(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const complete = events
    .filter((e) => e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map();
  const stack = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent, (own.get(parent) ?? parent.dur) - event.dur);
    own.set(event, event.dur);
    stack.push(event);
  }
  return [...own].map(([event, us]) => ({ name: event.name, ts: event.ts, ms: us / 1000 }));
}

/** The start (µs) of each frame: the first animation-frame callback of the frame. */
function frameStarts(events) {
  const starts = [];
  let end = 0;
  for (const e of events
    .filter((x) => x.name === 'FireAnimationFrame' && x.ph === 'X')
    .sort((a, b) => a.ts - b.ts)) {
    if (e.ts - end > SAME_FRAME_US) starts.push(e.ts);
    end = e.ts + (e.dur ?? 0);
  }
  return starts;
}

function table(byName, divisor) {
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `  ${(ms / divisor).toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
}

/**
 * Prints to stderr the main thread's own time by event over the trace and per 1,000 px scrolled,
 * then the mean frame that laid out new content (the list drew rows) against one that did not, each
 * with how many of them took over {@link FRAME_MS}.
 */
export function printTrace(events, scrolledPx) {
  const own = ownTimes(events);
  const total = new Map();
  for (const { name, ms } of own) total.set(name, (total.get(name) ?? 0) + ms);
  const all = [...total.values()].reduce((a, b) => a + b, 0);
  console.error(`trace, main thread's own time by event:\n${table(total, 1)}`);
  console.error(
    `per 1,000 px scrolled (${(all / (scrolledPx / 1000)).toFixed(0)} ms in all):\n${table(total, scrolledPx / 1000)}`,
  );
  const starts = frameStarts(events);
  const kinds = {
    drew: { title: 'a frame that laid out (new rows)', byName: new Map(), count: 0, slow: 0 },
    other: { title: 'a frame that laid nothing out', byName: new Map(), count: 0, slow: 0 },
  };
  let at = 0;
  for (let i = 0; i + 1 < starts.length; i++) {
    const [from, to] = [starts[i], starts[i + 1]];
    while (at < own.length && own[at].ts < from) at++;
    const frame = new Map();
    for (let j = at; j < own.length && own[j].ts < to; j++) {
      frame.set(own[j].name, (frame.get(own[j].name) ?? 0) + own[j].ms);
    }
    const kind = (frame.get('Layout') ?? 0) > LAID_OUT_MS ? kinds.drew : kinds.other;
    kind.count++;
    if ((to - from) / 1000 > FRAME_MS) kind.slow++;
    for (const [name, ms] of frame) kind.byName.set(name, (kind.byName.get(name) ?? 0) + ms);
  }
  for (const { title, byName, count, slow } of Object.values(kinds)) {
    console.error(
      `${title}: ${count}, ${slow} over ${FRAME_MS} ms; mean:\n${table(byName, count || 1)}`,
    );
  }
}
