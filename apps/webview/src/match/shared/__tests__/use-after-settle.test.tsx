import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_IDLE_TIMEOUT_MS, useAfterSettle } from '../use-after-settle';

const DELAY = 2_000;
/** A frame, then the task it queues: the paint useAfterPaint waits for. */
const PAINT_MS = 50;

function Probe({ when, seen }: { when: boolean; seen: boolean[] }) {
  seen.push(useAfterSettle(when, DELAY));
  return null;
}

describe('useAfterSettle', () => {
  let root: Root;
  let seen: boolean[];

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    root = createRoot(document.createElement('div'));
    seen = [];
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  const last = () => seen.at(-1);

  it('stays false while its condition is false, however long', () => {
    act(() => root.render(<Probe when={false} seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY * 5));
    expect(last()).toBe(false);
  });

  it('turns true only once the delay has passed after the paint, in an idle moment', () => {
    act(() => root.render(<Probe when seen={seen} />));
    act(() => vi.advanceTimersByTime(PAINT_MS));
    expect(last()).toBe(false);
    act(() => vi.advanceTimersByTime(DELAY - PAINT_MS));
    expect(last()).toBe(false);
    act(() => vi.advanceTimersByTime(PAINT_MS + SETTLE_IDLE_TIMEOUT_MS));
    expect(last()).toBe(true);
  });

  it('waits again when the condition turns true again after being cancelled', () => {
    act(() => root.render(<Probe when seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY / 2));
    act(() => root.render(<Probe when={false} seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(last()).toBe(false);
  });
});
