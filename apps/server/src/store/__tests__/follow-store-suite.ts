import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FollowTargetRecord, UserStore } from '../user-store';
import type { StoreEngine } from './user-store-suite';

const france: FollowTargetRecord = { kind: 'team', id: '4418', name: '法国' };
const final: FollowTargetRecord = { kind: 'match', id: '2058017', name: '法国 vs 克罗地亚' };
const MAX = 3;
const team = (n: number): FollowTargetRecord => ({ kind: 'team', id: `t${n}`, name: `球队${n}` });
const ALL_ON = {
  goal: true,
  red_card: true,
  kickoff: true,
  full_time: true,
  quarter_end: true,
  close_game: true,
  overtime: true,
};

/** The follows of the user store, against each engine. */
export function describeFollowStore(engine: StoreEngine): void {
  let store: UserStore;
  let userId = 0;
  beforeEach(async () => {
    store = await engine.open();
    userId = (await store.userByTokenHash('f'.repeat(64), 1000)).id;
  });
  afterEach(async () => {
    await store.close();
    await engine.cleanUp();
  });

  describe(`${engine.name} follows`, () => {
    it('keeps follows newest first and forgets one that is stopped', async () => {
      await store.setFollow({ userId, target: france, on: true, at: 1000, max: MAX });
      await store.setFollow({ userId, target: final, on: true, at: 2000, max: MAX });
      expect(await store.followsOf(userId)).toEqual([
        { ...final, followedAt: 2000 },
        { ...france, followedAt: 1000 },
      ]);
      await store.setFollow({ userId, target: france, on: false, at: 3000, max: MAX });
      expect((await store.followsOf(userId)).map((f) => f.id)).toEqual(['2058017']);
    });

    it('following twice keeps one follow with its first time', async () => {
      await store.setFollow({ userId, target: france, on: true, at: 1000, max: MAX });
      const again = await store.setFollow({ userId, target: france, on: true, at: 5000, max: MAX });
      expect(again).toEqual({ ok: true });
      expect(await store.followsOf(userId)).toEqual([{ ...france, followedAt: 1000 }]);
    });

    it('refuses a new follow at the limit and changes nothing', async () => {
      for (let n = 1; n <= MAX; n += 1) {
        expect(
          await store.setFollow({ userId, target: team(n), on: true, at: n, max: MAX }),
        ).toEqual({ ok: true });
      }
      const refused = await store.setFollow({ userId, target: france, on: true, at: 9, max: MAX });
      expect(refused).toEqual({ ok: false, reason: 'limit' });
      expect(await store.followsOf(userId)).toHaveLength(MAX);
      // At the limit, what is already followed stays accepted.
      expect(await store.setFollow({ userId, target: team(1), on: true, at: 9, max: MAX })).toEqual(
        {
          ok: true,
        },
      );
    });

    it('two stores racing for the last place add only one follow', async () => {
      const twin = await engine.openTwin();
      try {
        await store.setFollow({ userId, target: team(1), on: true, at: 1, max: MAX });
        await store.setFollow({ userId, target: team(2), on: true, at: 2, max: MAX });
        const results = await Promise.all([
          store.setFollow({ userId, target: team(3), on: true, at: 3, max: MAX }),
          twin.setFollow({ userId, target: team(4), on: true, at: 3, max: MAX }),
        ]);
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(await store.followsOf(userId)).toHaveLength(MAX);
      } finally {
        await twin.close();
      }
    });

    it('merges a device list in its order, skips what is held, and counts what does not fit', async () => {
      await store.setFollow({ userId, target: team(1), on: true, at: 1, max: MAX });
      const outcome = await store.mergeFollows({
        userId,
        targets: [team(4), team(3), team(1), team(2)],
        at: 100,
        max: MAX,
      });
      expect(outcome).toEqual({ added: 2, refused: 1 });
      expect((await store.followsOf(userId)).map((f) => f.id)).toEqual(['t3', 't2', 't1']);
    });

    it('keeps alert settings; a merge never replaces saved ones', async () => {
      expect(await store.alertSettingsOf(userId)).toBeNull();
      await store.setAlertSettings(userId, { ...ALL_ON, red_card: false }, 10);
      await store.setAlertSettings(userId, ALL_ON, 20, true);
      expect(await store.alertSettingsOf(userId)).toEqual({ ...ALL_ON, red_card: false });
      await store.setAlertSettings(userId, { ...ALL_ON, kickoff: false }, 30);
      expect(await store.alertSettingsOf(userId)).toEqual({ ...ALL_ON, kickoff: false });
      await store.setAlertSettings(userId, { ...ALL_ON, close_game: false, overtime: false }, 40);
      expect(await store.alertSettingsOf(userId)).toEqual({
        ...ALL_ON,
        close_game: false,
        overtime: false,
      });
    });
  });
}
