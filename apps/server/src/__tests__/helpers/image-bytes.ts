const SIGNATURES = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...'JFIF'.split('').map((c) => c.charCodeAt(0)), 0x00],
  png: [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    ...[...'IHDR'].map((c) => c.charCodeAt(0)),
  ],
  gif: [...'GIF89a'].map((c) => c.charCodeAt(0)),
  webp: [...'RIFF\x00\x00\x00\x00WEBPVP8 '].map((c) => c.charCodeAt(0)),
} as const;

/** The bytes of an image file of `kind` as its signature starts it, padded to `size` bytes. */
export function imageBytes(kind: keyof typeof SIGNATURES, size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, SIGNATURES[kind].length));
  bytes.set(SIGNATURES[kind]);
  for (let i = SIGNATURES[kind].length; i < bytes.length; i += 1) bytes[i] = i % 251;
  return bytes;
}
