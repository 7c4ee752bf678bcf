/** An image type the feedback accepts. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The image type of `bytes` read from their signature (magic bytes), whatever the file is called or
 * claims to be: JPEG (`FF D8 FF`), PNG (the 8-byte signature and an `IHDR` chunk first), GIF
 * (`GIF87a`/`GIF89a`) and WebP (`RIFF`…`WEBP` with a `VP8`/`VP8L`/`VP8X` chunk). `null` for anything
 * else, SVG included (it is a document that can carry script, not an image to store).
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 16 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte) &&
    ascii(bytes, 12, 4) === 'IHDR'
  ) {
    return 'image/png';
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return 'image/gif';
  }
  if (
    bytes.length >= 16 &&
    ascii(bytes, 0, 4) === 'RIFF' &&
    ascii(bytes, 8, 4) === 'WEBP' &&
    ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4))
  ) {
    return 'image/webp';
  }
  return null;
}
