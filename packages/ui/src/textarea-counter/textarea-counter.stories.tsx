import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { blurActive } from '../test/blur-active';
import { TextareaCounter, type TextareaCounterProps } from './textarea-counter';

function Controlled(props: Omit<TextareaCounterProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <TextareaCounter {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: '输入/TextareaCounter 计数文本框',
  component: TextareaCounter,
  render: (args) => (
    <div className="kq-story-section">
      <Controlled {...args} />
    </div>
  ),
  args: {
    label: '问题描述',
    value: '',
    placeholder: '请描述你遇到的问题，例如哪场比赛、哪个页面',
    onChange: () => undefined,
  },
} satisfies Meta<typeof TextareaCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 0/140; typing updates the counter live. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '问题描述' });
    await userEvent.type(field, '比分刷新慢');
    await expect(canvas.getByText('5/140')).toBeInTheDocument();
    blurActive();
  },
};

/** Long Chinese text near the limit: the counter turns amber. */
export const NearLimit: Story = {
  args: {
    value:
      '法国对克罗地亚的决赛文字直播在第三十八分钟之后没有继续更新，下拉刷新以后比分依然停在一比一，切换到赛况页面再回来也没有变化，直到退出页面重新进入才恢复正常。希望能尽快修复这个问题，谢谢你们的辛苦工作，也希望以后能加入更多联赛的数据和直播内容，比如中超和英超的比赛！！',
  },
};

/** At 140 the field takes no more and the counter says so. */
export const Full: Story = {
  args: { value: '满'.repeat(140) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('140/140')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), '多');
    await expect(canvas.getByText('140/140')).toBeInTheDocument();
    blurActive();
  },
};

/** An error under the field. */
export const WithError: Story = { args: { value: '  ', error: '请填写反馈内容' } };

/** A hint under the field. */
export const WithHint: Story = { args: { hint: '请勿填写手机号等个人信息' } };

/** Disabled while the form is being sent. */
export const Disabled: Story = { args: { value: '正在提交的内容', disabled: true } };

/** At 360 px, the narrowest phone the app is built for. */
export const Narrow360: Story = {
  args: { value: '比分刷新慢，文字直播有时停住不动。' },
  render: (args) => (
    <div className="kq-story-section" style={{ width: 360 }}>
      <Controlled {...args} />
    </div>
  ),
};
