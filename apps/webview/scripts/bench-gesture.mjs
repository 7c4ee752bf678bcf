// Scrolls a page the way a fan's fling does, on the compositor (a wheel gesture through
// Input.synthesizeScrollGesture), and counts the frames the screen got from the compositor's own
// trace (`PipelineReporter`): presented with everything, presented before the main thread's update
// (the scroll moved, new rows came a frame later), dropped, and presented with content missing (blank
// where rows should be). The main thread's redraws then delay rows, not the scroll.

/** A point on the page's fixed header: a wheel there scrolls the page itself. */
const GESTURE_AT = { x: 200, y: 100 };

/**
 * Scrolls `distancePx` down at `speedPx` a second through `cdp` (a CDP session of the page) and
 * resolves to the compositor's frames during the scroll and the frames a second that gives.
 */
export async function measureGesture(cdp, distancePx, speedPx) {
  const traced = [];
  const collect = (event) => traced.push(...event.value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline.frame', 'cc'] },
  });
  await cdp.send('Input.synthesizeScrollGesture', {
    ...GESTURE_AT,
    yDistance: -distancePx,
    speed: speedPx,
    gestureSourceType: 'mouse',
  });
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  const reports = traced
    .filter((e) => e.name === 'PipelineReporter' && e.ph === 'b')
    .map((e) => ({ ts: e.ts, ...(e.args?.frame_reporter ?? {}) }))
    .filter((f) => f.scroll_state === 'SCROLL_COMPOSITOR_THREAD');
  // A frame may have several reports (its compositor part, then its main thread's part): one
  // frame per sequence number, presented if any of its reports says so.
  const bySequence = new Map();
  for (const report of reports) {
    const key = `${report.frame_source}:${report.frame_sequence}`;
    bySequence.set(key, [...(bySequence.get(key) ?? []), report]);
  }
  const frames = [...bySequence.values()].map((all) => ({
    ts: Math.min(...all.map((f) => f.ts)),
    presented: all.some((f) => f.state.startsWith('STATE_PRESENTED')),
    partial: all.some((f) => f.state === 'STATE_PRESENTED_PARTIAL'),
    dropped: all.some((f) => f.state === 'STATE_DROPPED'),
    missing: all.some((f) => f.has_missing_content),
  }));
  const count = (test) => frames.filter(test).length;
  const presented = count((f) => f.presented);
  const dropped = count((f) => !f.presented && f.dropped);
  const spanMs =
    frames.length > 1
      ? (Math.max(...frames.map((f) => f.ts)) - Math.min(...frames.map((f) => f.ts))) / 1000
      : 0;
  return {
    presented,
    presentedBeforeMainThread: count((f) => f.partial),
    dropped,
    unchanged: count((f) => !f.presented && !f.dropped),
    missingContent: count((f) => f.missing),
    scrollMs: Math.round(spanMs),
    fps: spanMs ? Number(((presented * 1000) / spanMs).toFixed(1)) : 0,
  };
}
