import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlashValue } from './flash-value';

describe('FlashValue', () => {
  it('does not flash on the first render, flashes on each change, and not on a re-render', () => {
    const { container, rerender } = render(<FlashValue value={1.85}>1.85</FlashValue>);
    const box = () => container.querySelector('.kq-flash');
    expect(box()?.querySelector('.kq-flash__pulse')).toBeNull();

    rerender(
      <FlashValue value={1.92} direction="up">
        1.92
      </FlashValue>,
    );
    const first = box()?.querySelector('.kq-flash__pulse');
    expect(first).not.toBeNull();
    expect(first).toHaveAttribute('data-direction', 'up');
    expect(box()).toHaveAttribute('data-flash-count', '1');

    rerender(
      <FlashValue value={1.92} direction="up">
        1.92
      </FlashValue>,
    );
    expect(box()?.querySelector('.kq-flash__pulse')).toBe(first);

    rerender(
      <FlashValue value={1.8} direction="down">
        1.80
      </FlashValue>,
    );
    // A new pulse element restarts the animation.
    expect(box()?.querySelector('.kq-flash__pulse')).not.toBe(first);
    expect(box()).toHaveAttribute('data-flash-count', '2');
    expect(box()).toHaveTextContent('1.80');
  });

  it('tints a number that grew up and one that shrank down unless told otherwise', () => {
    const { container, rerender } = render(<FlashValue value={2}>2</FlashValue>);
    const pulse = () => container.querySelector('.kq-flash__pulse');
    rerender(<FlashValue value={2.5}>2.5</FlashValue>);
    expect(pulse()).toHaveAttribute('data-direction', 'up');
    rerender(<FlashValue value={1.5}>1.5</FlashValue>);
    expect(pulse()).toHaveAttribute('data-direction', 'down');
    rerender(<FlashValue value="半球">半球</FlashValue>);
    expect(pulse()).not.toHaveAttribute('data-direction');
    rerender(
      <FlashValue value="一球" direction={null}>
        一球
      </FlashValue>,
    );
    expect(pulse()).not.toHaveAttribute('data-direction');
  });
});
