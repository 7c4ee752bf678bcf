import { describe, expect, it } from 'vitest';
import { imageBytes } from '../helpers/image-bytes';
import { feedbackHead, imagePartHead, pause, type RawHttp } from '../helpers/raw-http';
import { useServerFixture } from '../helpers/server-fixture';
import { testToken } from '../helpers/user-client';

// Issue 28, failure 2: uploads that stop just before their final boundary each pinned their images in
// memory, with no cap on how many are read at once. Here 40 such uploads of 256 KiB each.

const fixture = useServerFixture();

const BOUNDARY = 'kanqiu-stall';
const IMAGE = Buffer.from(imageBytes('jpeg', 256 * 1024));

/** An upload that sends everything but its closing boundary, then waits. */
function stalledUpload(port: number, token: string, localAddress?: string): RawHttp {
  const part = Buffer.concat([Buffer.from(imagePartHead(BOUNDARY, 'a.jpg')), IMAGE]);
  const closing = `\r\n--${BOUNDARY}--\r\n`;
  const head = feedbackHead(port, token, BOUNDARY, part.length + closing.length);
  return fixture.raw({
    send: Buffer.concat([Buffer.from(head), part]),
    ...(localAddress ? { localAddress } : {}),
  });
}

describe('stalled feedback uploads', () => {
  it('reads only a capped number at once and answers the rest at once with 503', async () => {
    await fixture.start({
      config: {
        abuseLimits: {
          maxUploads: 4,
          maxUploadsPerAddress: 100,
          writeRate: { capacity: 1_000, perSecond: 1 },
        },
      },
    });
    const port = fixture.port();
    const uploads = Array.from({ length: 40 }, (_, i) => stalledUpload(port, testToken(`s${i}`)));
    await pause(1_500);
    const answered = await Promise.all(
      uploads.map((upload) => Promise.race([upload.answer, pause(1_000).then(() => null)])),
    );
    const refusals = answered.filter((answer) => answer !== null);
    expect(refusals.length).toBeGreaterThanOrEqual(36);
    for (const refusal of refusals) {
      expect(refusal?.status).toBe(503);
      expect(JSON.parse(refusal?.body ?? '')).toMatchObject({ code: 5030, data: null });
      expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('lets one address hold only its share, while another address still uploads', async () => {
    await fixture.start({
      config: {
        abuseLimits: {
          maxUploads: 100,
          maxUploadsPerAddress: 2,
          writeRate: { capacity: 1_000, perSecond: 1 },
        },
      },
    });
    const port = fixture.port();
    const uploads = Array.from({ length: 10 }, (_, i) => stalledUpload(port, testToken(`p${i}`)));
    await pause(1_000);
    const answered = await Promise.all(
      uploads.map((upload) => Promise.race([upload.answer, pause(500).then(() => null)])),
    );
    expect(answered.filter((answer) => answer?.status === 429)).toHaveLength(8);
    const form = new FormData();
    form.append('text', '另一个地址');
    const response = await new Promise<number>((resolve) => {
      const body = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\n另一个地址\r\n--${BOUNDARY}--\r\n`;
      const other = fixture.raw({
        localAddress: '127.0.0.2',
        send: feedbackHead(port, testToken('other'), BOUNDARY, Buffer.byteLength(body)) + body,
      });
      void other.answer.then((answer) => resolve(answer.status));
    });
    expect(response).toBe(200);
  });
});
