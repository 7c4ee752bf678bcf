import { post, type TestResponse } from './http-client';

/** A token of a test user: 8+ visible ASCII characters. */
export function testToken(name: string): string {
  return `test-token-${name}`;
}

/** POSTs a JSON call as the user the token names (`Authorization: Bearer <token>`). */
export function postAs(
  baseUrl: string,
  token: string,
  path: string,
  body?: unknown,
): Promise<TestResponse> {
  return post(baseUrl, path, body, { headers: { authorization: `Bearer ${token}` } });
}
