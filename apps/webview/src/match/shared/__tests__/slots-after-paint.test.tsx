import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowStarSlot } from '../../../follow/follow-star-slot';
import { MatchActionsSlot } from '../match-actions-slot';

const loaded = vi.hoisted(() => ({ star: 0, actions: 0 }));

vi.mock('../../../follow/follow-star', () => {
  loaded.star += 1;
  return { FollowStar: () => <span data-testid="part">star</span> };
});
vi.mock('../match-actions', () => {
  loaded.actions += 1;
  return { MatchActions: () => <span data-testid="part">actions</span> };
});

/** Time enough for a frame and the task it queues. */
const FRAME_MS = 50;

const PAGE = { match_id: '1', home_team: { name: '主队' }, away_team: { name: '客队' } };

const SLOTS: ReadonlyArray<{ name: string; part: keyof typeof loaded; slot: () => ReactNode }> = [
  { name: 'the follow star', part: 'star', slot: () => <FollowStarSlot target={null} /> },
  {
    name: 'the share and remind buttons',
    part: 'actions',
    slot: () => <MatchActionsSlot sport="football" page={PAGE} notStarted />,
  },
];

describe('parts of the match header loaded after its frame has painted', () => {
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

  it.each(SLOTS)(
    'asks for $name only once the frame that shows its slot has painted',
    async ({ part, slot }) => {
      await act(async () => {
        root.render(slot());
      });
      expect(loaded[part]).toBe(0);
      expect(container.textContent).toBe('');

      await act(async () => {
        vi.advanceTimersByTime(FRAME_MS);
      });
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      expect(loaded[part]).toBe(1);
      expect(container.querySelector('[data-testid="part"]')).not.toBeNull();
    },
  );
});
