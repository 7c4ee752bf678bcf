import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../when-idle';

const LONGEST_WAIT_MS = 2_000;

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the browser for an idle moment, bounded by the longest wait', () => {
    const requestIdleCallback = vi.fn((_: IdleRequestCallback, __?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work, LONGEST_WAIT_MS);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: LONGEST_WAIT_MS });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without idle callbacks, runs the work after the longest wait and not before', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, LONGEST_WAIT_MS);
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, a cancelled wait runs nothing', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, LONGEST_WAIT_MS)();
    vi.advanceTimersByTime(LONGEST_WAIT_MS * 2);
    expect(work).not.toHaveBeenCalled();
  });
});
