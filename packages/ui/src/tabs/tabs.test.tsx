import { TABS_SCROLL_THRESHOLD } from '@kanqiu/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const titles = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ title: `标签${i + 1}` }));

describe('Tabs', () => {
  it('renders a tablist whose first tab is selected', () => {
    render(<Tabs items={titles(3)} />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('分类');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a clicked tab and emits the click with its index', () => {
    const onTabClick = vi.fn();
    const onChange = vi.fn();
    render(<Tabs items={titles(4)} onTabClick={onTabClick} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '标签3' }));
    expect(screen.getByRole('tab', { name: '标签3' })).toHaveAttribute('aria-selected', 'true');
    expect(onTabClick).toHaveBeenCalledWith(2, { title: '标签3' });
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('emits a click on the active tab without a change', () => {
    const onTabClick = vi.fn();
    const onChange = vi.fn();
    render(<Tabs items={titles(3)} onTabClick={onTabClick} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '标签1' }));
    expect(onTabClick).toHaveBeenCalledWith(0, { title: '标签1' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows the active prop when controlled', () => {
    const { rerender } = render(<Tabs items={titles(3)} active={1} />);
    fireEvent.click(screen.getByRole('tab', { name: '标签3' }));
    expect(screen.getByRole('tab', { name: '标签2' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs items={titles(3)} active={2} />);
    expect(screen.getByRole('tab', { name: '标签3' })).toHaveAttribute('aria-selected', 'true');
  });

  it('scrolls only with more tabs than the threshold', () => {
    const { rerender } = render(<Tabs items={titles(TABS_SCROLL_THRESHOLD)} />);
    expect(screen.getByRole('tablist')).not.toHaveClass('kq-tabs--scrollable');
    rerender(<Tabs items={titles(TABS_SCROLL_THRESHOLD + 1)} />);
    expect(screen.getByRole('tablist')).toHaveClass('kq-tabs--scrollable');
  });

  it('scrolls the active tab to the middle of a scrolling bar', () => {
    render(<Tabs items={titles(10)} />);
    const list = screen.getByRole('tablist');
    const scrollTo = vi.fn();
    list.scrollTo = scrollTo as typeof list.scrollTo;
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
    const target = screen.getByRole('tab', { name: '标签8' });
    Object.defineProperty(target, 'offsetLeft', { configurable: true, value: 560 });
    Object.defineProperty(target, 'offsetWidth', { configurable: true, value: 60 });
    fireEvent.click(target);
    // Centred: 560 - (300 - 60) / 2 = 440.
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 440 }));
  });

  it('moves with arrow keys, Home and End, skipping disabled tabs', () => {
    const onChange = vi.fn();
    render(
      <Tabs
        items={[{ title: '甲' }, { title: '乙', disabled: true }, { title: '丙' }, { title: '丁' }]}
        onChange={onChange}
      />,
    );
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '丙' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '丙' })).toHaveFocus();
    fireEvent.keyDown(list, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('ignores clicks on a disabled tab', () => {
    const onTabClick = vi.fn();
    render(
      <Tabs items={[{ title: '甲' }, { title: '乙', disabled: true }]} onTabClick={onTabClick} />,
    );
    fireEvent.click(screen.getByRole('tab', { name: '乙' }));
    expect(onTabClick).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: '乙' })).toHaveAttribute('aria-disabled', 'true');
  });
});
