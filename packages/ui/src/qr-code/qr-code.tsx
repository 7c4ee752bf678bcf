import { useMemo } from 'react';
import { encode } from 'uqr';
import { UI_TEXT } from '../texts/ui-text';
import './qr-code.css';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code holds, usually a URL. */
  value: string;
  /** Side of the drawn code in CSS pixels, quiet zone included. @default 200 */
  size?: number;
  /** What the picture is, for a screen reader. @default '二维码' */
  label?: string;
  className?: string;
}

/** Modules of white around the code that scanners need (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules: a run of dark modules in a row is one rectangle. */
export function qrPath(modules: readonly (readonly boolean[])[], offset = QUIET_ZONE): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/**
 * A QR code drawn in the browser as one SVG (error correction M, which survives a smudged screen).
 * Dark modules on white whatever the theme: scanners read dark on light. A value too long for any QR
 * version says so instead.
 */
export function QrCode({
  value,
  size = 200,
  label = UI_TEXT.qrCode.label,
  className,
}: QrCodeProps) {
  const code = useMemo(() => {
    try {
      const result = encode(value, { ecc: 'M', border: 0 });
      return { path: qrPath(result.data), modules: result.size + QUIET_ZONE * 2 };
    } catch {
      return null;
    }
  }, [value]);
  if (!code) {
    return (
      <p className={['kq-qr', 'kq-qr--error', className].filter(Boolean).join(' ')} role="alert">
        {UI_TEXT.qrCode.tooLong}
      </p>
    );
  }
  return (
    <svg
      className={['kq-qr', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${code.modules} ${code.modules}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <rect width={code.modules} height={code.modules} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  );
}
