import { PULL_REFRESH_RESET_MS, PULL_REFRESH_THRESHOLD } from '@kanqiu/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drag, touch } from '../test/touch';
import { PullRefresh } from './pull-refresh';

const setup = (onRefresh = vi.fn()) => {
  const view = render(
    <PullRefresh onRefresh={onRefresh}>
      <p>比赛列表</p>
    </PullRefresh>,
  );
  const root = view.container.querySelector('.kq-pull-refresh') as HTMLElement;
  const track = view.container.querySelector('.kq-pull-refresh__track') as HTMLElement;
  return { root, track, onRefresh };
};

/** A finger pulling `distance` px straight down from y = 100, then (optionally) lifting. */
const pull = (root: HTMLElement, distance: number, release = true) => {
  act(() => {
    drag(root, [100, 100], [100, 100 + distance]);
    if (release) touch(root, 'touchend', 100, 100 + distance);
  });
};

describe('PullRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.scrollTop = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.scrollTop = 0;
  });

  it('says 下拉刷新 by default and renders its content', () => {
    const { root } = setup();
    expect(root).toHaveAttribute('data-status', 'idle');
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    expect(screen.getByText('比赛列表')).toBeInTheDocument();
  });

  it('damps the pull: the content moves less than the finger', () => {
    const { root, track } = setup();
    pull(root, 200, false);
    const moved = Number(/translate3d\(0, ([\d.]+)px/.exec(track.style.transform)?.[1]);
    expect(moved).toBeGreaterThan(PULL_REFRESH_THRESHOLD);
    expect(moved).toBeLessThan(200);
    expect(root).toHaveAttribute('data-status', 'loosing');
    expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
  });

  it('refreshes once past the threshold, loads for 1 s, then resets', async () => {
    const { root, onRefresh } = setup();
    pull(root, 200);
    expect(root).toHaveAttribute('data-status', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PULL_REFRESH_RESET_MS - 1);
    });
    expect(root).toHaveAttribute('data-status', 'loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(root).toHaveAttribute('data-status', 'idle');
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh when released short of the threshold', () => {
    const { root, onRefresh } = setup();
    pull(root, 40);
    expect(root).toHaveAttribute('data-status', 'idle');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores a pull that starts while the page is scrolled, even once it reaches the top', () => {
    const { root, onRefresh } = setup();
    document.documentElement.scrollTop = 120;
    act(() => {
      touch(root, 'touchstart', 100, 100);
    });
    document.documentElement.scrollTop = 0;
    act(() => {
      for (let y = 110; y <= 320; y += 15) touch(root, 'touchmove', 100, y);
      touch(root, 'touchend', 100, 320);
    });
    expect(root).toHaveAttribute('data-status', 'idle');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves sideways swipes and upward scrolls to the browser', () => {
    const { root, onRefresh } = setup();
    let allowed = true;
    act(() => {
      touch(root, 'touchstart', 100, 100);
      allowed = touch(root, 'touchmove', 160, 110);
      touch(root, 'touchmove', 200, 260);
      touch(root, 'touchend', 200, 260);
    });
    expect(allowed).toBe(true);
    act(() => {
      touch(root, 'touchstart', 100, 300);
      allowed = touch(root, 'touchmove', 100, 250);
      touch(root, 'touchmove', 100, 500);
      touch(root, 'touchend', 100, 500);
    });
    expect(allowed).toBe(true);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('stops the browser scrolling while it pulls', () => {
    const { root } = setup();
    let allowed = true;
    act(() => {
      touch(root, 'touchstart', 100, 100);
      allowed = touch(root, 'touchmove', 100, 140);
    });
    expect(allowed).toBe(false);
  });

  it('stays loading until a slow refresh promise settles', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { root } = setup(onRefresh);
    pull(root, 200);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PULL_REFRESH_RESET_MS * 3);
    });
    expect(root).toHaveAttribute('data-status', 'loading');
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(root).toHaveAttribute('data-status', 'idle');
  });

  it('resets after a failed refresh', async () => {
    const { root } = setup(vi.fn(() => Promise.reject(new Error('网络错误'))));
    pull(root, 200);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PULL_REFRESH_RESET_MS);
    });
    expect(root).toHaveAttribute('data-status', 'idle');
  });

  it('resets after a refresh that throws', async () => {
    const { root } = setup(
      vi.fn(() => {
        throw new Error('未就绪');
      }),
    );
    pull(root, 200);
    expect(root).toHaveAttribute('data-status', 'loading');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PULL_REFRESH_RESET_MS);
    });
    expect(root).toHaveAttribute('data-status', 'idle');
  });

  it('ignores new pulls while loading and when disabled', async () => {
    const onRefresh = vi.fn();
    const view = render(
      <PullRefresh onRefresh={onRefresh} disabled>
        <p>内容</p>
      </PullRefresh>,
    );
    const root = view.container.querySelector('.kq-pull-refresh') as HTMLElement;
    pull(root, 200);
    expect(onRefresh).not.toHaveBeenCalled();
    view.rerender(
      <PullRefresh onRefresh={onRefresh}>
        <p>内容</p>
      </PullRefresh>,
    );
    pull(root, 200);
    pull(root, 200);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
