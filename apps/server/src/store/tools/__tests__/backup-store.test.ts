import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteUserStore } from '../../sqlite/open-sqlite-user-store';

const SCRIPT = fileURLToPath(new URL('../backup-store.ts', import.meta.url));

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kanqiu-backup-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('backup-store', () => {
  it('copies a store in use, with what is still in its write-ahead log, into a file that opens as a store', async () => {
    const live = openSqliteUserStore({ dir: join(dir, 'live') }).store;
    const user = await live.userByTokenHash('a'.repeat(64), 1000);
    await live.addCheer({
      userId: user.id,
      matchId: '2058017',
      side: 'home',
      teamId: '4418',
      day: '2026-11-22',
      at: 1000,
    });
    const target = join(dir, 'backup.sqlite');
    const output = execFileSync(process.execPath, [SCRIPT, join(dir, 'live'), target], {
      encoding: 'utf8',
    });
    expect(output).toMatch(/schema version 6/);
    await live.close();

    const restoredDir = join(dir, 'restored');
    mkdirSync(restoredDir);
    copyFileSync(target, join(restoredDir, 'kanqiu.sqlite'));
    const restored = openSqliteUserStore({ dir: restoredDir });
    expect(restored.migration.applied).toEqual([]);
    expect(await restored.store.cheersOnDay(user.id, '2026-11-22')).toBe(1);
    await restored.store.close();
    expect(() =>
      execFileSync(process.execPath, [SCRIPT, join(dir, 'live'), target], { stdio: 'pipe' }),
    ).toThrow(/never overwrites/);
  });
});
