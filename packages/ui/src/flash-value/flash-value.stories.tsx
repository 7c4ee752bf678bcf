import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { FlashValue } from './flash-value';

const meta = {
  title: '数据/FlashValue 变化闪烁',
  component: FlashValue,
  args: { value: 1.85, children: '1.85' },
  decorators: [
    (Story) => (
      <div
        className="kq-story-section"
        style={{ fontSize: 16, fontVariantNumeric: 'tabular-nums' }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof FlashValue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First render: no flash. */
export const Default: Story = {};

const SEQUENCE = [1.85, 1.92, 1.88, 2.05, 1.79];

function Ticking({ every = 1500 }: { every?: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % SEQUENCE.length), every);
    return () => clearInterval(timer);
  }, [every]);
  const value = SEQUENCE[index] ?? 0;
  const previous = SEQUENCE[(index + SEQUENCE.length - 1) % SEQUENCE.length] ?? 0;
  const direction = value > previous ? 'up' : 'down';
  return (
    <p style={{ margin: 0 }}>
      即时主胜{' '}
      <FlashValue value={value} direction={direction}>
        <span style={{ color: `var(--kq-color-${direction === 'up' ? 'rise' : 'fall'})` }}>
          {value.toFixed(2)} {direction === 'up' ? '↑' : '↓'}
        </span>
      </FlashValue>{' '}
      （变化时短暂闪烁，位置不动）
    </p>
  );
}

/** A live value: red flash on a rise, green on a fall; the text never moves. */
export const Live: Story = {
  render: () => <Ticking every={300} />,
  // The value ticks on a timer: its snapshot compares everything around it.
  parameters: { visual: { mask: ['.kq-flash'] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.kq-flash')).toHaveAttribute('data-flash-count'),
    );
  },
};

/** A long Chinese value in a narrow 360 px column. */
export const LongText360: Story = {
  args: { value: '受让球半/两球', children: '受让球半/两球' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
