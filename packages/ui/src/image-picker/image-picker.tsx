import { ALBUM_MAX_IMAGES, ALBUM_PER_ROW } from '@kanqiu/core';
import { type ReactNode, useId } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import './image-picker.css';

/** One image of the grid. */
export interface PickedImage {
  /** Stable key. */
  id: string;
  /** The thumbnail: an object URL or any image URL; `null` while it is not ready. */
  url: string | null;
  /** What the image is called for a screen reader (its file name). */
  name: string;
  /** @default 'ready' */
  status?: 'ready' | 'processing' | 'error';
  /** A short line under the thumbnail: its size after shrinking, or why it failed. */
  note?: string;
}

/** Props of {@link ImagePickerGrid}. */
export interface ImagePickerGridProps {
  images: readonly PickedImage[];
  /**
   * Files the user picked: at most as many as still fit; `overflow` counts the ones left out because
   * the grid was full. Without it the grid shows images only (no add tile).
   */
  onPick?: (files: File[], overflow: number) => void;
  /** Removes an image; without it the images have no remove button. */
  onRemove?: (id: string) => void;
  /** Most images. @default 9 (`ALBUM_MAX_IMAGES`) */
  max?: number;
  /** Images per row. @default 3 (`ALBUM_PER_ROW`) */
  perRow?: number;
  /** The group's name. @default '图片' */
  label?: ReactNode;
  /** Show the label above the grid (otherwise it only names the group). @default true */
  showLabel?: boolean;
  /** A message about the images (an error), shown under the grid. */
  message?: ReactNode;
  /** What the file dialog offers. @default 'image/*' */
  accept?: string;
  disabled?: boolean;
  className?: string;
}

/** Splits picked files into those that fit beside `taken` images of `max` and a count of the rest. */
export function fitPicked(files: readonly File[], taken: number, max: number) {
  const room = Math.max(0, max - taken);
  return { accepted: files.slice(0, room), overflow: Math.max(0, files.length - room) };
}

/**
 * An image grid (docs/behaviour.md §9: at most 9 images, 3 a row): the picked images as square
 * thumbnails with a remove button each, and an add tile that opens the device's picker while there is
 * room. Read-only without `onPick`, e.g. for the images of a sent ticket.
 */
export function ImagePickerGrid({
  images,
  onPick,
  onRemove,
  max = ALBUM_MAX_IMAGES,
  perRow = ALBUM_PER_ROW,
  label = UI_TEXT.imagePicker.label,
  showLabel = true,
  message,
  accept = 'image/*',
  disabled = false,
  className,
}: ImagePickerGridProps) {
  const id = useId();
  const text = UI_TEXT.imagePicker;
  const canAdd = onPick !== undefined && images.length < max;
  return (
    <fieldset
      className={['kq-picker', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-label`}
      aria-describedby={message ? `${id}-message` : undefined}
    >
      <div className="kq-picker__head" hidden={!showLabel}>
        <span className="kq-picker__label" id={`${id}-label`}>
          {label}
        </span>
        {onPick ? (
          <span className="kq-picker__count">{text.addHint(images.length, max)}</span>
        ) : null}
      </div>
      <ul className="kq-picker__grid" style={{ gridTemplateColumns: `repeat(${perRow}, 1fr)` }}>
        {images.map((image, index) => {
          const status = image.status ?? 'ready';
          return (
            <li key={image.id} className="kq-picker__item" data-status={status}>
              {image.url ? (
                <img
                  className="kq-picker__image"
                  src={image.url}
                  alt={`${text.image(index + 1)}：${image.name}`}
                />
              ) : (
                <span
                  className="kq-picker__image kq-picker__placeholder kq-shimmer"
                  role="img"
                  aria-label={`${text.image(index + 1)}：${image.name}`}
                />
              )}
              {status === 'processing' ? (
                <span className="kq-picker__veil">
                  <span className="kq-spinner" aria-hidden="true" />
                  {text.processing}
                </span>
              ) : null}
              {status === 'error' ? <span className="kq-picker__veil">{text.failed}</span> : null}
              {image.note ? <span className="kq-picker__note">{image.note}</span> : null}
              {onRemove ? (
                <button
                  type="button"
                  className="kq-picker__remove"
                  aria-label={text.remove(index + 1)}
                  disabled={disabled}
                  onClick={() => onRemove(image.id)}
                >
                  <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                    <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              ) : null}
            </li>
          );
        })}
        {canAdd ? (
          <li className="kq-picker__item">
            <label className="kq-picker__add" data-disabled={disabled || undefined}>
              <input
                className="kq-visually-hidden"
                type="file"
                accept={accept}
                multiple
                disabled={disabled}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  // Picking the same file again must fire change again.
                  event.target.value = '';
                  if (files.length === 0) return;
                  const { accepted, overflow } = fitPicked(files, images.length, max);
                  onPick?.(accepted, overflow);
                }}
              />
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span>{text.add}</span>
            </label>
          </li>
        ) : null}
      </ul>
      {message ? (
        <p className="kq-picker__message" id={`${id}-message`} role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
