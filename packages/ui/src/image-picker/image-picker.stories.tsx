import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pickedImages } from '../fixtures/picked-images';
import { ImagePickerGrid, type ImagePickerGridProps, type PickedImage } from './image-picker';

function Controlled(props: ImagePickerGridProps) {
  const [images, setImages] = useState<readonly PickedImage[]>(props.images);
  return (
    <ImagePickerGrid
      {...props}
      images={images}
      onRemove={(id) => setImages((list) => list.filter((image) => image.id !== id))}
    />
  );
}

const meta = {
  title: '输入/ImagePickerGrid 图片选择',
  component: ImagePickerGrid,
  render: (args) => (
    <div className="kq-story-section">
      <Controlled {...args} />
    </div>
  ),
  args: { label: '截图（选填）', images: [], onPick: fn(), onRemove: fn() },
} satisfies Meta<typeof ImagePickerGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: only the add tile, 0/9. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/9')).toBeInTheDocument();
    await expect(canvas.getByLabelText('添加图片')).toBeInTheDocument();
  },
};

/** Four photos, three a row; removing one takes it out. */
export const SomePicked: Story = {
  args: { images: pickedImages(4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除第 2 张图片' }));
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

/** Nine: the grid is full and the add tile is gone. */
export const Full: Story = {
  args: { images: pickedImages(9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('9/9')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('添加图片')).toBeNull();
  },
};

/** Loading: a photo being shrunk, and one whose thumbnail is not there yet. */
export const Processing: Story = {
  args: {
    images: [
      ...pickedImages(1),
      { ...(pickedImages(2)[1] as PickedImage), status: 'processing', note: undefined },
      { id: 'wait', url: null, name: 'IMG_2050.heic', status: 'processing' },
    ],
  },
};

/** A refused file, and the message that says why. */
export const WithError: Story = {
  args: {
    images: [
      ...pickedImages(2),
      { id: 'bad', url: null, name: 'notes.jpg', status: 'error', note: '不是图片' },
    ],
    message: '“notes.jpg”不是可识别的图片，已忽略。最多选择 9 张，另有 2 张未添加。',
  },
};

/** Read-only, as the images of a sent ticket: no add tile, no remove buttons, no label. */
export const ReadOnly: Story = {
  args: { images: pickedImages(5), onPick: undefined, onRemove: undefined, showLabel: false },
};

/** At 360 px. */
export const Narrow360: Story = {
  args: { images: pickedImages(5) },
  render: (args) => (
    <div className="kq-story-section" style={{ width: 360 }}>
      <Controlled {...args} />
    </div>
  ),
};
