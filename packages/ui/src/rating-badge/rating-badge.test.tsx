import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingBadge, ratingBand, ratingText } from './rating-badge';

describe('RatingBadge', () => {
  it('writes a rating with one decimal', () => {
    expect(ratingText(7.25)).toBe('7.3');
    expect(ratingText(8)).toBe('8.0');
    expect(ratingText(10)).toBe('10.0');
    expect(ratingText(Number.NaN)).toBeNull();
    expect(ratingText(11)).toBeNull();
    expect(ratingText(null)).toBeNull();
  });

  it('puts a rating in its band by the number shown', () => {
    expect(ratingBand(5.9)).toBe('low');
    expect(ratingBand(5.96)).toBe('fair');
    expect(ratingBand(6.9)).toBe('fair');
    expect(ratingBand(7)).toBe('good');
    expect(ratingBand(7.94)).toBe('good');
    expect(ratingBand(7.95)).toBe('excellent');
    expect(ratingBand(10)).toBe('excellent');
  });

  it('is read as 评分 and its number, the player of the match with a star', () => {
    const { container, rerender } = render(<RatingBadge rating={7.3} />);
    expect(screen.getByRole('img', { name: '评分 7.3' })).toHaveTextContent('7.3');
    expect(container.querySelector('[data-band="good"]')).toBeInTheDocument();
    expect(container.querySelector('.kq-rating__star')).not.toBeInTheDocument();
    rerender(<RatingBadge rating={8.2} playerOfMatch />);
    expect(screen.getByRole('img', { name: '评分 8.2，全场最佳' })).toBeInTheDocument();
    expect(container.querySelector('.kq-rating__star')).toBeInTheDocument();
  });

  it('shows a dash, not a number, for no rating or a bad one', () => {
    const { rerender } = render(<RatingBadge rating={undefined} />);
    expect(screen.getByRole('img', { name: '暂无评分' })).toHaveTextContent('–');
    rerender(<RatingBadge rating={-1} playerOfMatch />);
    expect(screen.getByRole('img', { name: '暂无评分' })).toHaveTextContent('–');
  });
});
