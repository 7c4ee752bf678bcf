import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { DateStrip, type DateStripProps } from './date-strip';

/** The 2018 World Cup's knockout days, Beijing time. */
const DAYS = [
  '2018-06-30',
  '2018-07-01',
  '2018-07-02',
  '2018-07-03',
  '2018-07-04',
  '2018-07-06',
  '2018-07-07',
  '2018-07-08',
  '2018-07-11',
  '2018-07-12',
  '2018-07-14',
  '2018-07-15',
];

/** The strip as a page holds it: the picked day lives in the page. */
function Stateful(props: DateStripProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <DateStrip
      {...props}
      selected={selected}
      onChange={(date) => {
        setSelected(date);
        props.onChange(date);
      }}
    />
  );
}

/**
 * The home page's day strip: days with matches, today marked 今天, the picked day filled, a dot on
 * days with a live match; arrows step a day, the calendar button opens a calendar. It has no
 * loading or error state of its own: the page shows the strip once its list has arrived.
 */
const meta = {
  title: '导航/DateStrip 日期条',
  component: DateStrip,
  render: (args) => <Stateful {...args} />,
  args: {
    days: DAYS,
    selected: '2018-07-07',
    today: '2018-07-07',
    live: new Set(['2018-07-07']),
    onChange: fn(),
    onCalendar: fn(),
  },
} satisfies Meta<typeof DateStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today picked and scrolled to the middle; yesterday and tomorrow are a tap away. */
export const Today: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '前一天' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2018-07-06');
    await userEvent.click(canvas.getByRole('button', { name: '后一天' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2018-07-07');
    await expect(canvas.getByRole('button', { name: /今天/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    await expect(args.onCalendar).toHaveBeenCalled();
    blurActive();
  },
};

/** Another day picked: today keeps its mark in the primary colour. */
export const OtherDay: Story = { args: { selected: '2018-07-03' } };

/** The first day: nothing before it, the back arrow is off. */
export const FirstDay: Story = {
  args: { selected: '2018-06-30' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '前一天' })).toBeDisabled();
  },
};

/** The last day: the forward arrow is off. */
export const LastDay: Story = { args: { selected: '2018-07-15' } };

/** One day only, and no calendar button when the page offers none. */
export const SingleDayNoCalendar: Story = {
  args: {
    days: ['2018-07-15'],
    selected: '2018-07-15',
    today: '2018-07-15',
    onCalendar: undefined,
  },
};

/**
 * Two tournaments of different years in view: the first day of the other year's run says its year,
 * the next one its weekday again.
 */
export const OtherYear: Story = {
  args: {
    days: ['2018-07-14', '2018-07-15', '2024-06-07', '2024-06-18'],
    selected: '2018-07-15',
    today: '2018-07-15',
    live: new Set(['2018-07-15']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /2024 6\/7/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /周二 6\/18/ })).toBeVisible();
  },
};

/**
 * The model page's strip: seven 2018 days seen in 2026 (the year once, on the first day), a mark
 * under the days with picks, arrows to the nearest day with picks, the native date input as the
 * calendar.
 */
export const ModelDays: Story = {
  args: {
    days: [
      '2018-07-12',
      '2018-07-13',
      '2018-07-14',
      '2018-07-15',
      '2018-07-16',
      '2018-07-17',
      '2018-07-18',
    ],
    selected: '2018-07-15',
    today: '2026-11-27',
    live: undefined,
    onCalendar: undefined,
    label: '推荐日期',
    marked: new Set(['2018-07-12', '2018-07-14', '2018-07-15']),
    markLabel: '有推荐',
    steps: {
      previous: '2018-07-14',
      next: null,
      previousLabel: '上一个有推荐的日子',
      nextLabel: '下一个有推荐的日子',
    },
    dateInput: { min: '2016-01-01', max: '2036-12-31', label: '选择日期', onPick: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /2018 7\/12/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /周五 7\/13/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /7\/15 有推荐/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await expect(canvas.getByRole('button', { name: '下一个有推荐的日子' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '上一个有推荐的日子' }));
    await expect(args.onChange).toHaveBeenCalledWith('2018-07-14');
    await blurActive();
  },
};

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360 };
