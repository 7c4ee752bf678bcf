import { afterEach } from 'vitest';
import { type RawHttp, type RawHttpOptions, rawHttp } from './raw-http';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/** A test server per test, and raw connections to it, all closed after each test. */
export interface ServerFixture {
  /** Starts the test's server. */
  start(options?: TestServerOptions): Promise<TestServer>;
  /** Opens a raw connection to the test's server. */
  raw(options: RawHttpOptions): RawHttp;
  /** The port of the test's server. */
  port(): number;
}

/** Registers the cleanup of a {@link ServerFixture} for every test of the file. */
export function useServerFixture(): ServerFixture {
  let server: TestServer | null = null;
  const open: RawHttp[] = [];
  afterEach(async () => {
    for (const connection of open.splice(0)) connection.socket.destroy();
    await server?.close();
    server = null;
  });
  const port = () => Number(new URL(server?.baseUrl ?? 'http://127.0.0.1:0').port);
  return {
    async start(options) {
      server = await startTestServer(options);
      return server;
    },
    raw(options) {
      const connection = rawHttp(port(), options);
      open.push(connection);
      return connection;
    },
    port,
  };
}
