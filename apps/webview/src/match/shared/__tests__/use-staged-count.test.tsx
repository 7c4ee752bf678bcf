import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedCount } from '../use-staged-count';

function Probe({ total, seen }: { total: number; seen: number[] }) {
  seen.push(useStagedCount(total));
  return null;
}

describe('useStagedCount', () => {
  let root: Root;
  let seen: number[];

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    root = createRoot(document.createElement('div'));
    seen = [];
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('draws nothing while there is nothing to draw', () => {
    act(() => root.render(<Probe total={0} seen={seen} />));
    act(() => vi.runAllTimers());
    expect(seen.at(-1)).toBe(0);
  });

  it('draws the first card at once, then one more per task, in order', () => {
    act(() => root.render(<Probe total={0} seen={seen} />));
    act(() => root.render(<Probe total={3} seen={seen} />));
    expect(seen.at(-1)).toBe(1);
    act(() => vi.advanceTimersToNextTimer());
    expect(seen.at(-1)).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(seen.at(-1)).toBe(3);
    act(() => vi.runAllTimers());
    expect(seen.at(-1)).toBe(3);
  });

  it('draws again at once the cards already drawn, when new data comes', () => {
    act(() => root.render(<Probe total={2} seen={seen} />));
    act(() => vi.advanceTimersToNextTimer());
    act(() => root.render(<Probe total={0} seen={seen} />));
    act(() => root.render(<Probe total={2} seen={seen} />));
    expect(seen.at(-1)).toBe(2);
    act(() => root.render(<Probe total={3} seen={seen} />));
    expect(seen.at(-1)).toBe(2);
    act(() => vi.advanceTimersToNextTimer());
    expect(seen.at(-1)).toBe(3);
  });
});
