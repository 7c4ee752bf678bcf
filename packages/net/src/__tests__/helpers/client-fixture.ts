import { createHttpClient, type HttpClient } from '../../index';
import { type HttpTestServer, startHttpServer } from './http-test-server';
import { createRecordingLogger } from './recording-logger';

/** A local-storage stand-in held in memory. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

/** A real local HTTP server and a client pointed at it, recording its toasts and flag changes. */
export interface ClientFixture {
  server: HttpTestServer;
  client: HttpClient;
  toasts: string[];
  failChanges: boolean[];
  storage: ReturnType<typeof memoryStorage>;
}

/** Starts a {@link ClientFixture}; close `server` after the test. */
export async function startClientFixture(): Promise<ClientFixture> {
  const server = await startHttpServer();
  const toasts: string[] = [];
  const failChanges: boolean[] = [];
  const storage = memoryStorage();
  const client = createHttpClient({
    baseUrl: server.origin,
    storage,
    logger: createRecordingLogger(),
    onToast: (message) => toasts.push(message),
    onRequestFailChange: (failed) => failChanges.push(failed),
  });
  return { server, client, toasts, failChanges, storage };
}
