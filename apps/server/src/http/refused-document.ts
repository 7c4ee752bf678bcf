import { createHash } from 'node:crypto';
import { DOCUMENT_PATHS } from './webview-static';

const STYLE =
  'body{background:#0f1115;color:#e8eaed;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC",sans-serif;max-width:430px;margin:0 auto;padding:96px 24px;text-align:center;line-height:1.6}p{color:#99a1ae;font-size:14px}';

/** The page's own policy: nothing but its one inline style, allowed by hash. */
export const REFUSED_DOCUMENT_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Whether a request asks for the app's document, which a fan sees as the page itself. */
export function isDocumentRequest(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && DOCUMENT_PATHS.includes(path);
}

/**
 * What a fan sees when the document itself is refused (the address's budget used up, a server
 * error): the reason in Chinese in the app's colours, not the API's envelope, and, when the refusal
 * says when to come back, the page opens the app again by itself then. `msg` is one of the server's
 * own messages (content/messages.ts), never text from a request.
 */
export function refusedDocumentPage(msg: string, retryAfterSec?: number): string {
  const refresh =
    retryAfterSec === undefined ? '' : `<meta http-equiv="refresh" content="${retryAfterSec}">`;
  return `<!doctype html>
<html lang="zh-CN" data-theme="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>看球</title><style>${STYLE}</style></head><body><h1>看球</h1><p>${msg}</p></body></html>
`;
}
