import type { TimerHandle, Timers } from '../../timers';

interface Entry {
  id: number;
  due: number;
  callback: () => void;
  every: number | null;
}

/** Timers that run only when the test advances them; the network stays real. */
export interface ManualTimers extends Timers {
  /** Milliseconds advanced so far. */
  readonly now: number;
  /** Runs every timer that falls due within `ms`, in order. */
  advance(ms: number): void;
  /** How many timers are waiting. */
  pending(): number;
}

/** Creates a manual clock starting at 0. */
export function createManualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  const entries = new Map<number, Entry>();
  const add = (callback: () => void, ms: number, every: number | null): TimerHandle => {
    const id = nextId++;
    entries.set(id, { id, due: now + Math.max(0, ms), callback, every });
    return id;
  };
  const remove = (handle: TimerHandle) => {
    entries.delete(handle as number);
  };
  return {
    get now() {
      return now;
    },
    setTimeout: (callback, ms) => add(callback, ms, null),
    clearTimeout: remove,
    setInterval: (callback, ms) => add(callback, ms, Math.max(1, ms)),
    clearInterval: remove,
    pending: () => entries.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let next: Entry | undefined;
        for (const entry of entries.values()) {
          if (entry.due <= end && (!next || entry.due < next.due)) next = entry;
        }
        if (!next) break;
        now = next.due;
        if (next.every === null) entries.delete(next.id);
        else next.due += next.every;
        next.callback();
      }
      now = end;
    },
  };
}
