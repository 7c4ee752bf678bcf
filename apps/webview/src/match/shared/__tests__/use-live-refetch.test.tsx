import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveRefetch } from '../use-live-refetch';

const INTERVAL = 30_000;

function Probe({ active, refetch }: { active: boolean; refetch: () => void }) {
  useLiveRefetch(active, refetch, INTERVAL);
  return null;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useLiveRefetch', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    setVisibility('visible');
    container = document.createElement('div');
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
    setVisibility('visible');
  });

  function render(active: boolean, refetch: () => void) {
    act(() => root.render(<Probe active={active} refetch={refetch} />));
  }

  it('refetches once per interval while active and visible', () => {
    const refetch = vi.fn();
    render(true, refetch);
    vi.advanceTimersByTime(INTERVAL - 1);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INTERVAL * 2);
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('makes no request while inactive (a finished match)', () => {
    const refetch = vi.fn();
    render(false, refetch);
    vi.advanceTimersByTime(INTERVAL * 4);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('stops when it becomes inactive', () => {
    const refetch = vi.fn();
    render(true, refetch);
    vi.advanceTimersByTime(INTERVAL);
    render(false, refetch);
    vi.advanceTimersByTime(INTERVAL * 3);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('pauses while the page is hidden and catches up at once when it is seen again', () => {
    const refetch = vi.fn();
    render(true, refetch);
    setVisibility('hidden');
    vi.advanceTimersByTime(INTERVAL * 5);
    expect(refetch).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INTERVAL);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('does not refetch on becoming visible again soon after the last refetch', () => {
    const refetch = vi.fn();
    render(true, refetch);
    vi.advanceTimersByTime(INTERVAL);
    setVisibility('hidden');
    vi.advanceTimersByTime(INTERVAL / 3);
    setVisibility('visible');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('calls the newest refetch function without restarting the rhythm', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(true, first);
    vi.advanceTimersByTime(INTERVAL / 2);
    render(true, second);
    vi.advanceTimersByTime(INTERVAL / 2);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
