import type { Page } from '@playwright/test';

/** A file for `setInputFiles`. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A camera-like photo drawn in the page: a sky-to-pitch gradient, shapes, and per-pixel grain (the
 * sensor noise that makes real photos large), encoded by the browser. The repository ships no
 * photographs, so this stands in for one; its size at JPEG 0.92 is in the range of a phone camera's.
 */
export async function drawPhoto(
  page: Page,
  name: string,
  width: number,
  height: number,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<TestFile> {
  const base64 = await page.evaluate(
    async ({ width, height, type }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const sky = g.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#6ea8d8');
      sky.addColorStop(0.45, '#cfe3f2');
      sky.addColorStop(0.46, '#2f7d32');
      sky.addColorStop(1, '#1b4d1e');
      g.fillStyle = sky;
      g.fillRect(0, 0, width, height);
      let seed = 7;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      for (let i = 0; i < 400; i++) {
        g.fillStyle = `hsl(${Math.floor(random() * 360)} 45% ${30 + random() * 40}%)`;
        g.beginPath();
        g.arc(random() * width, random() * height, 4 + random() * width * 0.03, 0, Math.PI * 2);
        g.fill();
      }
      const pixels = g.getImageData(0, 0, width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const grain = (random() - 0.5) * 28;
        pixels.data[i] = (pixels.data[i] ?? 0) + grain;
        pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + grain;
        pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + grain;
      }
      g.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type, quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(text);
    },
    { width, height, type },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

/** A screenshot-like PNG: flat colours and text, as a phone screenshot of the app. */
export async function drawScreenshot(page: Page, name: string, width: number, height: number) {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      g.fillStyle = '#0d0f13';
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#eef1f6';
      g.font = `${Math.round(width / 20)}px sans-serif`;
      for (let y = 120; y < height; y += Math.round(width / 8)) {
        g.fillText(`法国 2 - 1 克罗地亚  第 ${y % 90} 分钟`, 40, y);
      }
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(text);
    },
    { width, height },
  );
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') } satisfies TestFile;
}
