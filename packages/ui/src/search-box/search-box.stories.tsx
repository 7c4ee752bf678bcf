import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { SearchBox, type SearchBoxProps } from './search-box';

function Stateful(props: SearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchBox
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** The search page's field: a placeholder, what the fan typed, a clear button once there is text. */
const meta = {
  title: '表单/SearchBox 搜索框',
  component: SearchBox,
  render: (args) => <Stateful {...args} />,
  args: { value: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder says what can be found. */
export const Empty: Story = {};

/** Typing searches on every key; the search key submits; clear empties the field. */
export const Typed: Story = {
  args: { value: 'fg' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: '搜索' });
    await userEvent.type(box, 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith('fgx');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('fgx');
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(box).toHaveValue('');
    await userEvent.type(box, 'mbappe');
    blurActive();
  },
};

/** A long Chinese query stays on one line. */
export const LongText: Story = { args: { value: '2018世界杯决赛法国对克罗地亚的比赛回放和数据' } };

/** Disabled while there is nothing to search. */
export const Disabled: Story = { args: { value: '', disabled: true } };

/** On a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360, args: { value: 'mbappe' } };
