import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from '../use-after-paint';

const DELAY = 2_000;
/** Time enough for a frame and the task it queues. */
const FRAME_MS = 50;

function Probe({ when, delay, seen }: { when: boolean; delay?: number; seen: boolean[] }) {
  seen.push(useAfterPaint(when, delay));
  return null;
}

describe('useAfterPaint', () => {
  let root: Root;
  let seen: boolean[];

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    root = createRoot(document.createElement('div'));
    seen = [];
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('stays false while its condition is false, however long', () => {
    act(() => root.render(<Probe when={false} seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY * 5));
    expect(seen.at(-1)).toBe(false);
  });

  it('turns true after the frame that showed it', () => {
    act(() => root.render(<Probe when seen={seen} />));
    expect(seen.at(-1)).toBe(false);
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect(seen.at(-1)).toBe(true);
  });

  it('with a delay, turns true only once the delay has passed after that frame', () => {
    act(() => root.render(<Probe when delay={DELAY} seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY - FRAME_MS));
    expect(seen.at(-1)).toBe(false);
    act(() => vi.advanceTimersByTime(FRAME_MS * 2));
    expect(seen.at(-1)).toBe(true);
  });

  it('waits again when its condition turned false before the delay ended', () => {
    act(() => root.render(<Probe when delay={DELAY} seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY / 2));
    act(() => root.render(<Probe when={false} delay={DELAY} seen={seen} />));
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(seen.at(-1)).toBe(false);
  });
});
