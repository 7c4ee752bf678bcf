import { TOAST_DURATION_MS } from '@kanqiu/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToast, showToast, subscribeToast, ToastViewport } from './toast';

describe('Toast', () => {
  afterEach(() => {
    act(() => clearToast());
    vi.useRealTimers();
  });

  it('shows a message from anywhere, mounting its own view with createRoot', async () => {
    act(() => {
      showToast('网络开小差了');
    });
    await waitFor(() => expect(screen.getByText('网络开小差了')).toBeInTheDocument());
    expect(document.querySelectorAll('[data-kq-auto-mount]')).toHaveLength(1);
    act(() => {
      showToast('再来一条');
    });
    await waitFor(() => expect(screen.getByText('再来一条')).toBeInTheDocument());
    expect(document.querySelectorAll('[data-kq-auto-mount]')).toHaveLength(1);
  });

  it('goes after 2000 ms', () => {
    vi.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      showToast('已关注');
    });
    expect(screen.getByText('已关注')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('已关注')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('已关注')).toBeNull();
  });

  it('replaces the current toast with the newest, which then gets its full time', () => {
    vi.useFakeTimers();
    render(<ToastViewport />);
    act(() => {
      showToast('第一条');
      vi.advanceTimersByTime(1500);
      showToast('第二条');
    });
    expect(screen.queryByText('第一条')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.getByText('第二条')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1500);
    });
    expect(screen.queryByText('第二条')).toBeNull();
  });

  it('shows markup from a server as text', () => {
    render(<ToastViewport />);
    act(() => {
      showToast('<b onclick="x()">系统繁忙</b>');
    });
    expect(screen.getByText('<b onclick="x()">系统繁忙</b>')).toBeInTheDocument();
    expect(document.querySelector('.kq-toast b')).toBeNull();
  });

  it('keeps a toast with duration 0 until cleared, and clears only the given id', () => {
    vi.useFakeTimers();
    render(<ToastViewport />);
    let first = 0;
    act(() => {
      first = showToast('加载中…', { kind: 'loading', duration: 0 });
      vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    });
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    act(() => {
      showToast('完成', { kind: 'success', duration: 0 });
      clearToast(first);
    });
    expect(screen.getByText('完成')).toBeInTheDocument();
  });

  it('tells subscribers what is on screen', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeToast((message) => seen.push(message));
    act(() => {
      showToast('甲');
      clearToast();
    });
    stop();
    act(() => {
      showToast('乙');
    });
    expect(seen).toEqual(['甲', null]);
  });
});
