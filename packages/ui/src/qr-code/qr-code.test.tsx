import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

describe('QrCode', () => {
  it('draws each run of dark modules in a row as one rectangle, inside the quiet zone', () => {
    expect(
      qrPath(
        [
          [true, true, false],
          [false, true, true],
        ],
        4,
      ),
    ).toBe('M4 4h2v1h-2zM5 5h2v1h-2z');
    expect(qrPath([[false, false]], 4)).toBe('');
  });

  it('draws a version-3 code (29 modules) with a 4-module quiet zone for a 31-character link', () => {
    render(<QrCode value="https://kanqiu.example/download" label="下载二维码" />);
    const svg = screen.getByRole('img', { name: '下载二维码' });
    // 31 bytes at error correction M need version 3 (29 modules); plus 2 × 4 quiet modules.
    expect(svg.getAttribute('viewBox')).toBe('0 0 37 37');
    expect(svg.getAttribute('width')).toBe('200');
    // The three finder patterns start with a 7-module dark run at the top-left corner.
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  });

  it('says so when the value does not fit any QR version', () => {
    render(<QrCode value={'x'.repeat(3000)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('内容过长，无法生成二维码');
  });
});
