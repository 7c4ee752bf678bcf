import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { Calendar } from './calendar';

const MATCH_DAYS = new Set([
  '2018-06-30',
  '2018-07-01',
  '2018-07-02',
  '2018-07-03',
  '2018-07-04',
  '2018-07-06',
  '2018-07-07',
  '2018-07-11',
  '2018-07-15',
]);

/**
 * The calendar the home page opens from its date strip (loaded only then): a month, days with
 * matches dotted, today outlined, the picked day filled; days out of range cannot be picked.
 */
const meta = {
  title: '导航/Calendar 日历',
  component: Calendar,
  args: {
    selected: '2018-07-07',
    today: '2018-07-07',
    min: '2018-06-14',
    max: '2018-07-15',
    marked: MATCH_DAYS,
    onChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month of the picked day; a tap picks a day. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^7月11日/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2018-07-11');
    blurActive();
  },
};

/** Moving a month back; the range ends there, so that arrow turns off. */
export const PreviousMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '上个月' }));
    await expect(canvas.getByRole('heading', { name: '2018年6月' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上个月' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^6月13日/ })).toBeDisabled();
    blurActive();
  },
};

/** Today is not the picked day: outlined, not filled. */
export const TodayElsewhere: Story = { args: { selected: '2018-07-02' } };

/** No day with matches in the month. */
export const NoMarks: Story = { args: { marked: new Set() } };

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360 };
