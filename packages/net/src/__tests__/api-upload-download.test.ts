import { CHEER_LIMIT_MESSAGE } from '@kanqiu/core';
import { feedbackImageDownload, feedbackSubmitUpload } from '@kanqiu/core/contract/user';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BusinessError, createApi, type KanqiuApi, NetworkError, ValidationError } from '../index';
import { type ClientFixture, startClientFixture } from './helpers/client-fixture';
import { eventually } from './helpers/eventually';
import { ok, sendJson } from './helpers/http-test-server';

const ticket = {
  ticket_no: 'FK20261124000042',
  created_at: '2026-11-24T03:12:09.000Z',
  text: '比分刷新慢',
  images: [{ index: 1, mime: 'image/png', bytes: 8 }],
};

/** The eight bytes every PNG file starts with. */
const PNG_MAGIC = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function feedbackForm(text: string, files: Blob[] = []): FormData {
  const form = new FormData();
  form.append('text', text);
  for (const [i, file] of files.entries()) form.append('images', file, `photo-${i + 1}.png`);
  return form;
}

describe('api.upload and api.fetchBytes', () => {
  let fixture: ClientFixture;
  let api: KanqiuApi;

  beforeEach(async () => {
    fixture = await startClientFixture();
    api = createApi(fixture.client);
    fixture.storage.setItem('token', 'upload-test-token');
  });

  afterEach(async () => {
    await fixture.server.close();
  });

  it('uploads a multipart form with the token and resolves with the checked data', async () => {
    fixture.server.route('/api/feedback/submit', (_req, res) => sendJson(res, ok(ticket)));
    const image = new Blob([PNG_MAGIC], { type: 'image/png' });
    const result = await api.upload(feedbackSubmitUpload, feedbackForm('比分刷新慢', [image]));
    expect(result).toEqual(ticket);
    const [sent] = fixture.server.requestsTo('/api/feedback/submit');
    expect(sent?.headers.authorization).toBe('Bearer upload-test-token');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toContain('name="text"');
    expect(sent?.body).toContain('比分刷新慢');
    expect(sent?.body).toContain('name="images"; filename="photo-1.png"');
    expect(sent?.body).toContain('Content-Type: image/png');
  });

  it('refuses a form whose text breaks the contract before sending anything', async () => {
    const error = await api
      .upload(feedbackSubmitUpload, feedbackForm('字'.repeat(141)))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ phase: 'request' });
    const blank = await api.upload(feedbackSubmitUpload, feedbackForm('   ')).catch((e) => e);
    expect(blank).toMatchObject({ kind: 'validation', phase: 'request' });
    expect(fixture.server.requests).toHaveLength(0);
  });

  it('rejects a refused upload as a business error, web-logged (without the bytes) and toasted', async () => {
    fixture.server.route('/api/feedback/submit', (_req, res) =>
      sendJson(res, { code: 4202, msg: '第 1 张图片不是 JPEG、PNG、WebP 或 GIF 图片', data: null }),
    );
    fixture.server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    const fake = new Blob(['not an image at all'], { type: 'image/jpeg' });
    const error = await api
      .upload(feedbackSubmitUpload, feedbackForm('坏图', [fake]))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ code: 4202 });
    expect(fixture.toasts).toEqual(['第 1 张图片不是 JPEG、PNG、WebP 或 GIF 图片']);
    await eventually(() => expect(fixture.server.requestsTo('/api/web/webLog')).toHaveLength(1));
    const log = JSON.parse(fixture.server.requestsTo('/api/web/webLog')[0]?.body ?? '{}') as {
      content: string;
    };
    const content = JSON.parse(log.content) as { data: unknown };
    expect(content.data).toEqual({
      text: ['坏图'],
      images: [{ name: 'photo-1.png', type: 'image/jpeg', bytes: 19 }],
    });
    expect(log.content).not.toContain('not an image at all');
  });

  it('rejects a response whose data breaks the contract', async () => {
    fixture.server.route('/api/feedback/submit', (_req, res) =>
      sendJson(res, ok({ ...ticket, ticket_no: '42' })),
    );
    await expect(api.upload(feedbackSubmitUpload, feedbackForm('好'))).rejects.toMatchObject({
      kind: 'validation',
      phase: 'response',
    });
  });

  it('fetches image bytes with the token, typed by the response', async () => {
    fixture.server.route('/api/feedback/image', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from(PNG_MAGIC));
    });
    const blob = await api.fetchBytes(feedbackImageDownload, {
      ticket_no: 'FK20261124000042',
      index: 1,
    });
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_MAGIC);
    const [sent] = fixture.server.requestsTo('/api/feedback/image');
    expect(sent?.headers.authorization).toBe('Bearer upload-test-token');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ ticket_no: 'FK20261124000042', index: 1 });
    expect(fixture.toasts).toEqual([]);
  });

  it('rejects an error envelope instead of bytes like any call', async () => {
    fixture.server.route('/api/feedback/image', (_req, res) =>
      sendJson(res, { code: 4004, msg: '反馈工单或图片不存在', data: null }),
    );
    fixture.server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    const error = await api
      .fetchBytes(feedbackImageDownload, { ticket_no: 'FK20261124000042', index: 2 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', code: 4004 });
    expect(fixture.toasts).toEqual(['反馈工单或图片不存在']);
  });

  it('never toasts the cheer-limit message, on an upload either', async () => {
    fixture.server.route('/api/feedback/submit', (_req, res) =>
      sendJson(res, { code: 4030, msg: CHEER_LIMIT_MESSAGE, data: null }),
    );
    fixture.server.route('/api/web/webLog', (_req, res) => sendJson(res, ok(null)));
    await expect(api.upload(feedbackSubmitUpload, feedbackForm('好'))).rejects.toMatchObject({
      code: 4030,
    });
    expect(fixture.toasts).toEqual([]);
  });

  it('refuses a malformed image request before sending anything', async () => {
    await expect(
      api.fetchBytes(feedbackImageDownload, { ticket_no: 'FK1', index: 1 }),
    ).rejects.toMatchObject({ kind: 'validation', phase: 'request' });
    expect(fixture.server.requests).toHaveLength(0);
  });

  it('sets the request-fail flag when the server cannot be reached', async () => {
    await fixture.server.close();
    const upload = await api.upload(feedbackSubmitUpload, feedbackForm('好')).catch((e) => e);
    expect(upload).toBeInstanceOf(NetworkError);
    const bytes = await api
      .fetchBytes(feedbackImageDownload, { ticket_no: 'FK20261124000042', index: 1 })
      .catch((e: unknown) => e);
    expect(bytes).toBeInstanceOf(NetworkError);
    expect(fixture.failChanges).toEqual([true]);
  });
});
