import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StarButton } from './star-button';

describe('StarButton', () => {
  it('is a toggle named for what it follows, asking for the other state', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<StarButton on={false} name="法国" onToggle={onToggle} />);
    const star = screen.getByRole('button', { name: '关注法国' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    rerender(<StarButton on name="法国" onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button', { name: '取消关注法国' }));
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('takes no tap while saving or disabled, but one at the limit', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<StarButton on={false} pending name="法国" onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button'));
    rerender(<StarButton on={false} disabled name="法国" onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onToggle).not.toHaveBeenCalled();
    rerender(<StarButton on={false} atLimit name="法国" onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveAttribute('title', '关注已达上限');
  });

  it('does not follow the link it sits in', () => {
    const onToggle = vi.fn();
    render(
      <a href="#/match">
        <StarButton on={false} name="法国" onToggle={onToggle} />
      </a>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });
});
