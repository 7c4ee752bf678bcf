import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blurActive } from '../test/blur-active';
import { CodeInput, type CodeInputProps } from './code-input';

function Controlled(props: Omit<CodeInputProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <CodeInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: '输入/CodeInput 验证码输入',
  component: CodeInput,
  render: (args) => (
    <div className="kq-story-section">
      <Controlled {...args} />
    </div>
  ),
  args: { label: '邀请码', value: '', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; typing fills the boxes, letters are dropped, the sixth digit completes the code. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '邀请码' });
    await userEvent.type(field, '08a3152');
    await expect(field).toHaveValue('083152');
    await expect(args.onComplete).toHaveBeenCalledWith('083152');
    blurActive();
  },
};

/** Three digits entered. */
export const Partial: Story = { args: { value: '083' } };

/** All six. */
export const Complete: Story = { args: { value: '083152' } };

/** A refused code: the boxes turn red and the reason shows under them. */
export const WithError: Story = {
  args: { value: '123456', error: '邀请码不存在，请核对后重新输入' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('邀请码不存在');
  },
};

/** A long Chinese error wraps under the boxes. */
export const LongError: Story = {
  args: {
    value: '654321',
    error: '今天已输错 10 次邀请码，请明天再试。每天北京时间零点后可以重新输入。',
  },
};

/** Disabled while the code is being checked. */
export const Disabled: Story = { args: { value: '083152', disabled: true } };

/** At 360 px. */
export const Narrow360: Story = {
  args: { value: '0831' },
  render: (args) => (
    <div className="kq-story-section" style={{ width: 360 }}>
      <Controlled {...args} />
    </div>
  ),
};
