import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIRTUAL_OVERSCAN_PX, VirtualList } from './virtual-list';

const ROW_PX = 50;
const ROWS = Array.from({ length: 300 }, (_, id) => id);

function renderRows() {
  return render(
    <VirtualList
      items={ROWS}
      itemHeight={() => ROW_PX}
      itemKey={String}
      renderItem={(row) => <p>第 {row} 场</p>}
    />,
  );
}

const drawn = (container: HTMLElement) =>
  container.querySelectorAll('.kq-virtual-list__item').length;

describe('VirtualList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('draws the rows of one window at once without asking where it sits, then measures in the next frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const place = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 0 } as DOMRect);
    const { container } = renderRows();

    // A read of its place inside the task that drew it would lay the whole page out there.
    expect(place).not.toHaveBeenCalled();
    expect(drawn(container)).toBe(Math.floor(window.innerHeight / ROW_PX) + 1);

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(place).toHaveBeenCalledTimes(1);
    // At the top of the page the window and a margin below it are drawn.
    expect(drawn(container)).toBe(
      Math.floor((window.innerHeight + VIRTUAL_OVERSCAN_PX) / ROW_PX) + 1,
    );
  });

  it('keeps its rows when the measure finds them covering the window with half the margin to spare', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    // The list starts below a window's worth of the page, as the home list below its filters.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: VIRTUAL_OVERSCAN_PX,
    } as DOMRect);
    const { container } = renderRows();
    const first = container.querySelector('.kq-virtual-list__item');

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(drawn(container)).toBe(Math.floor(window.innerHeight / ROW_PX) + 1);
    expect(container.querySelector('.kq-virtual-list__item')).toBe(first);
  });
});
