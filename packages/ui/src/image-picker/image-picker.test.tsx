import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pickedImages } from '../fixtures/picked-images';
import { fitPicked, ImagePickerGrid } from './image-picker';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('ImagePickerGrid', () => {
  it('lets only as many files in as still fit, counting the rest', () => {
    const files = Array.from({ length: 10 }, (_, i) => file(`${i}.jpg`));
    expect(fitPicked(files, 0, 9).accepted).toHaveLength(9);
    expect(fitPicked(files, 0, 9).overflow).toBe(1);
    expect(fitPicked(files.slice(0, 3), 7, 9)).toMatchObject({ overflow: 1 });
    expect(fitPicked(files, 9, 9)).toMatchObject({ accepted: [], overflow: 10 });
  });

  it('hands picked files to onPick, nine of ten with an overflow of one', () => {
    const onPick = vi.fn();
    render(<ImagePickerGrid images={[]} onPick={onPick} />);
    const input = screen.getByLabelText('添加图片');
    const files = Array.from({ length: 10 }, (_, i) => file(`${i}.jpg`));
    fireEvent.change(input, { target: { files } });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [accepted, overflow] = onPick.mock.calls[0] as [File[], number];
    expect(accepted.map((f) => f.name)).toEqual(files.slice(0, 9).map((f) => f.name));
    expect(overflow).toBe(1);
  });

  it('hides the add tile when full and lays out three a row', () => {
    const { container } = render(<ImagePickerGrid images={pickedImages(9)} onPick={() => {}} />);
    expect(screen.queryByLabelText('添加图片')).toBeNull();
    expect(screen.getByText('9/9')).toBeInTheDocument();
    const grid = container.querySelector('.kq-picker__grid') as HTMLElement;
    expect(grid.style.gridTemplateColumns).toBe('repeat(3, 1fr)');
  });

  it('removes an image by its button and names each image', () => {
    const onRemove = vi.fn();
    render(<ImagePickerGrid images={pickedImages(2)} onRemove={onRemove} />);
    expect(screen.getByRole('img', { name: '第 1 张图片：IMG_2040.jpg' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '删除第 2 张图片' }));
    expect(onRemove).toHaveBeenCalledWith('img-2');
  });
});
