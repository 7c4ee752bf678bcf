/**
 * Runs `run` once the browser has painted the current frame, `delayMs` later: the frame callback
 * runs before the paint, the task it queues after it. (A passive effect alone is not enough: React
 * may run it before the paint when its task has time left.) Returns a function that cancels it.
 */
export function afterPaint(run: () => void, delayMs = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, delayMs);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
