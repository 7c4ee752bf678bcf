/** A response as the tests look at it. */
export interface TestResponse {
  status: number;
  headers: Headers;
  /** The body parsed as JSON when it is JSON, else the text. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the server's JSON field by field
  body: any;
}

/** POSTs `body` as JSON (or a raw string as given) to the server. */
export async function post(
  baseUrl: string,
  path: string,
  body?: unknown,
  init: { contentType?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<TestResponse> {
  const hasBody = init.raw !== undefined || body !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(hasBody ? { 'content-type': init.contentType ?? 'application/json' } : {}),
      ...init.headers,
    },
    body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return read(response);
}

/** Sends any request to the server. */
export async function request(
  baseUrl: string,
  path: string,
  init?: RequestInit,
): Promise<TestResponse> {
  return read(await fetch(`${baseUrl}${path}`, init));
}

async function read(response: Response): Promise<TestResponse> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the test sees the text
  }
  return { status: response.status, headers: response.headers, body };
}
