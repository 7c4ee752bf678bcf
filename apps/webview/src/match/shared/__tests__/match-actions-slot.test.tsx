import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchActionsSlot } from '../match-actions-slot';

const loaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('../match-actions', () => {
  loaded.count += 1;
  return { MatchActions: () => <span data-testid="actions">actions</span> };
});

/** Time enough for a frame and the task it queues. */
const FRAME_MS = 50;

const PAGE = { match_id: '1', home_team: { name: '主队' }, away_team: { name: '客队' } };

describe('MatchActionsSlot', () => {
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

  it('asks for the buttons only once the frame that shows the header has painted', async () => {
    await act(async () => {
      root.render(<MatchActionsSlot sport="football" page={PAGE} notStarted />);
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
    expect(container.querySelector('[data-testid="actions"]')).not.toBeNull();
  });
});
