import { NOTIFY_DURATION_MS } from '@kanqiu/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotify, NotifyViewport, showNotify } from './notify';

describe('Notify', () => {
  afterEach(() => {
    act(() => clearNotify());
    vi.useRealTimers();
  });

  it('shows a bar for 3000 ms', () => {
    vi.useFakeTimers();
    render(<NotifyViewport />);
    act(() => {
      showNotify('比赛即将开始', { kind: 'warning' });
    });
    expect(screen.getByText('比赛即将开始')).toHaveAttribute('data-kind', 'warning');
    act(() => {
      vi.advanceTimersByTime(NOTIFY_DURATION_MS - 1);
    });
    expect(screen.getByText('比赛即将开始')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('比赛即将开始')).toBeNull();
  });

  it('replaces the bar on screen with the newest', () => {
    render(<NotifyViewport />);
    act(() => {
      showNotify('第一条');
      showNotify('第二条');
    });
    expect(screen.queryByText('第一条')).toBeNull();
    expect(screen.getByText('第二条')).toBeInTheDocument();
  });
});
