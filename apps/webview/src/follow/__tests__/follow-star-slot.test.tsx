import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowStarSlot } from '../follow-star-slot';

const loaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('../follow-star', () => {
  loaded.count += 1;
  return { FollowStar: () => <span data-testid="star">star</span> };
});

/** Time enough for a frame and the task it queues. */
const FRAME_MS = 50;

describe('FollowStarSlot', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    container = document.createElement('div');
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('asks for the star only once the frame that shows its slot has painted', async () => {
    await act(async () => {
      root.render(<FollowStarSlot target={null} />);
    });
    expect(loaded.count).toBe(0);
    expect(container.textContent).toBe('');

    await act(async () => {
      vi.advanceTimersByTime(FRAME_MS);
    });
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(loaded.count).toBe(1);
    expect(container.querySelector('[data-testid="star"]')).not.toBeNull();
  });
});
