import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_TYPES } from '@kanqiu/core';

/**
 * Longest side of an uploaded photo **(kanqiu design)**: 1600 px keeps a phone screenshot or a
 * photo of a screen readable when zoomed, at a fraction of the camera's size (docs/performance.md,
 * feedback images).
 */
export const SHRINK_MAX_SIDE = 1600;

/** JPEG quality of a shrunk photo **(kanqiu design)**: 0.85. */
export const SHRINK_QUALITY = 0.85;

/** What shrinking made of a picked file. */
export interface ShrunkImage {
  /** What is uploaded: the re-encoded JPEG, or the file itself when that is already small. */
  blob: Blob;
  /** The name it is uploaded under (`.jpg` when re-encoded). */
  name: string;
  width: number;
  height: number;
  /** Bytes before. */
  originalBytes: number;
}

/** Why a picked file cannot be uploaded. */
export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';
  constructor(readonly reason: 'not-image' | 'too-large') {
    super(reason);
  }
}

/** The size a picture of `width × height` is drawn at so that its longest side is at most `max`. */
export function fitWithin(width: number, height: number, max = SHRINK_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.jpg`;
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageRefusedError('not-image');
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', SHRINK_QUALITY),
  );
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new ImageRefusedError('not-image');
  return blob;
}

/**
 * Shrinks a picked photo in the browser before upload: decoded with `createImageBitmap` (which also
 * proves it is an image the browser can read, whatever its name says), drawn at most 1600 px on its
 * longest side and encoded as JPEG 0.85. A file that is already small enough and no larger than its
 * JPEG is sent as it is; a GIF is sent as it is (re-encoding would drop its animation) when it is
 * under the server's limit.
 *
 * @throws ImageRefusedError `not-image` when the browser cannot decode it; `too-large` when even the
 * shrunk image is above the server's 2 MiB.
 */
export async function shrinkImage(file: File): Promise<ShrunkImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageRefusedError('not-image');
  }
  try {
    const original = { blob: file as Blob, name: file.name, originalBytes: file.size };
    if (file.type === 'image/gif' && file.size <= FEEDBACK_IMAGE_MAX_BYTES) {
      return { ...original, width: bitmap.width, height: bitmap.height };
    }
    const size = fitWithin(bitmap.width, bitmap.height);
    const jpeg = await encodeJpeg(bitmap, size.width, size.height);
    const fits = size.width === bitmap.width && size.height === bitmap.height;
    const accepted = (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type);
    const keep =
      fits && accepted && file.size <= jpeg.size && file.size <= FEEDBACK_IMAGE_MAX_BYTES;
    const chosen = keep
      ? original
      : { blob: jpeg, name: jpegName(file.name), originalBytes: file.size };
    if (chosen.blob.size > FEEDBACK_IMAGE_MAX_BYTES) throw new ImageRefusedError('too-large');
    return { ...chosen, width: size.width, height: size.height };
  } finally {
    bitmap.close();
  }
}
