import { describe, expect, it } from 'vitest';
import { imageBytes } from '../../__tests__/helpers/image-bytes';
import { imageTypeOf } from '../image-type';
import { readTicketNumber, ticketNumber } from '../ticket-number';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('imageTypeOf', () => {
  it('recognises JPEG, PNG, GIF and WebP by their signatures', () => {
    expect(imageTypeOf(imageBytes('jpeg'))).toBe('image/jpeg');
    expect(imageTypeOf(imageBytes('png'))).toBe('image/png');
    expect(imageTypeOf(imageBytes('gif'))).toBe('image/gif');
    expect(imageTypeOf(imageBytes('webp'))).toBe('image/webp');
    expect(imageTypeOf(bytes('GIF87a......'))).toBe('image/gif');
  });

  it('refuses text, SVG, other RIFF files, a bare PNG signature and empty files', () => {
    expect(imageTypeOf(bytes('just some text pretending to be a photo'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(imageTypeOf(imageBytes('png').subarray(0, 8))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('ticketNumber', () => {
  it('writes and reads FK, the Beijing day and the serial', () => {
    expect(ticketNumber('2026-11-22', 42)).toBe('FK20261122000042');
    expect(ticketNumber('2026-11-22', 1234567)).toBe('FK202611221234567');
    expect(readTicketNumber('FK20261122000042')).toEqual({ day: '2026-11-22', id: 42 });
    expect(readTicketNumber('FK20261122000000')).toBeNull();
    expect(readTicketNumber('KQ20261122000042')).toBeNull();
  });
});
