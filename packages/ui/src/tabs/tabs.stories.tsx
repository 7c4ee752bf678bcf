import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { Tabs } from './tabs';

const MATCH_TABS = [{ title: '直播' }, { title: '赛况' }, { title: '数据' }, { title: '阵容' }];
const MANY_TABS = [
  '全部',
  '英超',
  '西甲',
  '德甲',
  '意甲',
  '法甲',
  '中超',
  '欧冠',
  '世界杯',
  'NBA',
  'CBA',
].map((title) => ({ title }));

const LONG_TABS = ['技术统计', '球员数据对比', '历史交锋记录', '赛前伤停情况'].map((title) => ({
  title,
}));

/**
 * The tab bar of every match and list page. It has no loading, empty or error state of its own: the
 * panel under it shows those (`EmptyState`, `RequestFail`).
 */
const meta = {
  title: '导航/Tabs 标签栏',
  component: Tabs,
  args: { items: MATCH_TABS, onChange: fn(), onTabClick: fn() },
  argTypes: {
    active: { control: { type: 'number', min: 0 } },
    scrollThreshold: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tabs share the width. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '数据' }));
    await expect(canvas.getByRole('tab', { name: '数据' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onTabClick).toHaveBeenCalledWith(2, MATCH_TABS[2]);
    await expect(args.onChange).toHaveBeenCalledWith(2);
    blurActive();
  },
};

/** More than six tabs scroll sideways; the active one is brought into view. */
export const ManyTabs: Story = {
  args: { items: MANY_TABS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    list.scrollLeft = list.scrollWidth;
    await userEvent.click(canvas.getByRole('tab', { name: 'CBA' }));
    await expect(args.onTabClick).toHaveBeenCalledWith(10, MANY_TABS[10]);
    await userEvent.click(canvas.getByRole('tab', { name: '欧冠' }));
    await expect(args.onTabClick).toHaveBeenLastCalledWith(7, MANY_TABS[7]);
    const tab = canvas.getByRole('tab', { name: '欧冠' });
    await waitFor(() => {
      const listBox = list.getBoundingClientRect();
      const tabBox = tab.getBoundingClientRect();
      expect(tabBox.left).toBeGreaterThanOrEqual(listBox.left);
      expect(tabBox.right).toBeLessThanOrEqual(listBox.right);
    });
    blurActive();
  },
};

/** A later tab opens active, scrolled into view. */
export const ManyTabsActiveLate: Story = {
  args: { items: MANY_TABS, defaultActive: 9 },
};

/** Arrow keys move between tabs and skip disabled ones. */
export const Keyboard: Story = {
  args: {
    items: [
      { title: '足球' },
      { title: '篮球', disabled: true },
      { title: '电竞' },
      { title: '网球' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: '足球' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '电竞' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: '电竞' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: '足球' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Long Chinese titles: four share the width and are cut with an ellipsis, never wrapped. */
export const LongText: Story = { args: { items: LONG_TABS } };

/** On a 360 px phone: the match tabs, and a long list that scrolls sideways. */
export const Narrow360: Story = {
  ...NARROW_360,
  args: { items: MANY_TABS, defaultActive: 8 },
};
