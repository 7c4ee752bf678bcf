import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: '展示/QrCode 二维码',
  component: QrCode,
  render: (args) => (
    <div className="kq-story-section" style={{ display: 'flex', justifyContent: 'center' }}>
      <QrCode {...args} />
    </div>
  ),
  args: { value: 'http://localhost:8080/#/pages/downloadApk/downloadApk', label: '下载页二维码' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page link, as the download page shows it to a desktop browser. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: '下载页二维码' });
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  },
};

/** A long link with a query needs a larger version; it still fits the same square. */
export const LongLink: Story = {
  args: {
    value:
      'http://localhost:8080/#/pages/openApp/openApp?path=%2Fpages%2Fsoccer%2Flive%2Flive%3Fmatch_id%3D2058017&from=desktop-share-link',
  },
};

/** Small, e.g. beside a text. */
export const Small: Story = { args: { size: 120 } };

/** More than a QR code can hold: it says so instead of drawing. */
export const TooLong: Story = {
  args: { value: 'x'.repeat(3000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('内容过长');
  },
};

/** At 360 px. */
export const Narrow360: Story = {
  render: (args) => (
    <div
      className="kq-story-section"
      style={{ width: 360, display: 'flex', justifyContent: 'center' }}
    >
      <QrCode {...args} size={240} />
    </div>
  ),
};
