import { BADGE_MAX } from '@kanqiu/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeText } from './badge';

describe('Badge', () => {
  it('shows counts up to 999 as they are and larger ones as 999+', () => {
    expect(badgeText(BADGE_MAX)).toBe('999');
    expect(badgeText(BADGE_MAX + 1)).toBe('999+');
    expect(badgeText(12, 9)).toBe('9+');
    render(<Badge content={5000} />);
    expect(screen.getByText('999+')).toBeInTheDocument();
  });

  it('hides a zero count unless asked', () => {
    const { container, rerender } = render(<Badge content={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge content={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('draws a dot on its child', () => {
    const { container } = render(
      <Badge dot>
        <span>消息</span>
      </Badge>,
    );
    expect(container.querySelector('.kq-badge__mark--dot')).toBeInTheDocument();
    expect(screen.getByText('消息')).toBeInTheDocument();
  });
});
