import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertBanner } from './alert-banner';

describe('AlertBanner', () => {
  it('names the moment, opens the match on a tap and closes with its cross', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(
      <AlertBanner
        kind="goal"
        title="法国 2-1 克罗地亚"
        detail="2018世界杯 决赛 · 38'"
        onOpen={onOpen}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('进球法国 2-1 克罗地亚');
    fireEvent.click(screen.getByRole('button', { name: /法国 2-1 克罗地亚.*查看比赛/ }));
    expect(onOpen).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows server text as text', () => {
    render(
      <AlertBanner kind="red_card" title="<b>法国</b>" onOpen={() => {}} onClose={() => {}} />,
    );
    expect(screen.getByText('<b>法国</b>')).toBeInTheDocument();
  });
});
