import { rmSync } from 'node:fs';
import { afterEach } from 'vitest';
import type { TestServer } from './test-server';

/**
 * The servers and temporary folders of a test file, closed and removed after each of its tests:
 * push what a test starts or creates onto the lists this returns.
 */
export function closedAfterEach(): { servers: TestServer[]; folders: string[] } {
  const servers: TestServer[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return { servers, folders };
}
