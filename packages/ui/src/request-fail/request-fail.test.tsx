import { THROTTLE_MS } from '@kanqiu/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestFail } from './request-fail';

describe('RequestFail', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads 数据请求失败，请重新加载 with a reload button', () => {
    render(<RequestFail />);
    expect(screen.getByRole('alert')).toHaveTextContent('数据请求失败，请重新加载');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('reloads on tap, once for taps closer than 500 ms', () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    render(<RequestFail onReload={onReload} />);
    const button = screen.getByRole('button', { name: '重新加载' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(THROTTLE_MS);
    fireEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('hides the illustration when compact', () => {
    const { container } = render(<RequestFail compact />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
