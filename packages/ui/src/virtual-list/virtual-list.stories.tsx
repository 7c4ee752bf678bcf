import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { VirtualList } from './virtual-list';

interface Row {
  id: number;
  header: boolean;
}

const ROWS: Row[] = Array.from({ length: 300 }, (_, id) => ({ id, header: id % 10 === 0 }));
const heightOf = (row: Row) => (row.header ? 32 : 64);

function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <VirtualList
      items={rows}
      itemHeight={heightOf}
      itemKey={(row) => String(row.id)}
      renderItem={(row) =>
        row.header ? (
          <p style={{ margin: 0, padding: '8px 4px', color: 'var(--kq-color-text-weak)' }}>
            第 {row.id / 10 + 1} 组
          </p>
        ) : (
          <div
            style={{
              height: 56,
              padding: '0 12px',
              borderRadius: 12,
              background: 'var(--kq-color-surface)',
              color: 'var(--kq-color-text)',
              display: 'flex',
              alignItems: 'center',
            }}
          >
            第 {row.id} 场
          </div>
        )
      }
    />
  );
}

/**
 * A long list in the page's scroll that draws only the rows near the window (the home page's
 * matches). Empty, it draws nothing and takes no height.
 */
const meta = {
  title: '列表/VirtualList 长列表',
  component: Rows,
  args: { rows: ROWS },
} satisfies Meta<typeof Rows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 300 rows, of which only a screenful and a margin are in the page. */
export const ThreeHundredRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('第 1 场')).toBeVisible());
    const drawn = canvasElement.querySelectorAll('.kq-virtual-list__item').length;
    await expect(drawn).toBeGreaterThan(5);
    await expect(drawn).toBeLessThan(60);
  },
};

/** No rows. */
export const Empty: Story = { args: { rows: [] } };
