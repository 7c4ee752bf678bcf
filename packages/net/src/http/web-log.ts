import { WEB_LOG_CONTENT_MAX, WEB_LOG_TYPE_MAX } from '@kanqiu/core/contract/base';

/** What a failed business call reports through `POST /api/web/webLog`. */
export interface WebLogReport {
  /** The server's `msg`. */
  msg: string;
  url: string;
  method: string;
  /** The request's data: its JSON body, or its query parameters. */
  data: unknown;
  /** The response headers. */
  headers: Headers;
}

function serialise(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The body of the web-log call (docs/contract.md): `type` = the server's message, `content` = JSON
 * text of `{url, method, data, headers}`, both cut to what the server accepts.
 */
export function webLogBody(report: WebLogReport): { type: string; content: string } {
  const headers: Record<string, string> = {};
  report.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const content = serialise({
    url: report.url,
    method: report.method,
    data: report.data,
    headers,
  });
  return {
    type: report.msg.slice(0, WEB_LOG_TYPE_MAX),
    content: content.slice(0, WEB_LOG_CONTENT_MAX),
  };
}

/**
 * What the web-log report says about a `multipart/form-data` body: its text fields, and of each file
 * its name, type and size (never the bytes).
 */
export function describeForm(form: FormData): Record<string, unknown[]> {
  const fields: Record<string, unknown[]> = {};
  form.forEach((value, key) => {
    const entry =
      typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: value.size };
    const list = fields[key] ?? [];
    list.push(entry);
    fields[key] = list;
  });
  return fields;
}
