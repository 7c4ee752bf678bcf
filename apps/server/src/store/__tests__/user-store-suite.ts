import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InviteCodeRecord, NewCheer, UserStore } from '../user-store';

/** One engine of the user store, as the shared suite needs it. */
export interface StoreEngine {
  name: string;
  /** A new, empty, migrated store. */
  open(): Promise<UserStore>;
  /** A second store on the same database, as another server process would open it. */
  openTwin(): Promise<UserStore>;
  /** Removes what `open` made (after the stores are closed). */
  cleanUp(): Promise<void>;
  /** Inserts a cheer row with a given slot through another connection, past the store's code. */
  insertCheerElsewhere(userId: number, day: string, slot: number): Promise<void>;
  /** How the engine words a broken check and a broken unique key. */
  errors: { check: RegExp; unique: RegExp };
}

const DAY = '2026-11-22';
const HOUR = 3_600_000;

const hash = (letter: string) => letter.repeat(64);
const cheer = (userId: number, over: Partial<NewCheer> = {}): NewCheer => ({
  userId,
  matchId: '2058017',
  side: 'home',
  teamId: '4418',
  day: DAY,
  at: 1000,
  ...over,
});

/**
 * The user store's behaviour, run against each engine (SQLite and PostgreSQL): the same
 * expectations, so the two stores are interchangeable behind {@link UserStore}.
 */
export function describeUserStore(engine: StoreEngine): void {
  let store: UserStore;
  beforeEach(async () => {
    store = await engine.open();
  });
  afterEach(async () => {
    await store.close();
    await engine.cleanUp();
  });

  describe(`${engine.name} users`, () => {
    it('creates a user on the first token and finds the same user after', async () => {
      const first = await store.userByTokenHash(hash('a'), 1000);
      const again = await store.userByTokenHash(hash('a'), 9000);
      const other = await store.userByTokenHash(hash('b'), 9000);
      expect(first).toEqual({ id: 1, createdAt: 1000, cityCode: null, cityChosenAt: null });
      expect(again).toEqual(first);
      expect(other.id).toBe(2);
      await store.setCity(first.id, 'beijing', 5000);
      expect(await store.userByTokenHash(hash('a'), 9000)).toMatchObject({
        cityCode: 'beijing',
        cityChosenAt: 5000,
      });
    });
  });

  describe(`${engine.name} cheers`, () => {
    it('records 3 cheers a day, refuses the 4th, and gives 3 again the next day', async () => {
      const { id } = await store.userByTokenHash(hash('a'), 0);
      expect(await store.addCheer(cheer(id))).toEqual({ ok: true, used: 1 });
      expect(await store.addCheer(cheer(id, { side: 'away', teamId: '9598' }))).toEqual({
        ok: true,
        used: 2,
      });
      expect(await store.addCheer(cheer(id, { matchId: '2058003' }))).toEqual({
        ok: true,
        used: 3,
      });
      expect(await store.addCheer(cheer(id))).toEqual({ ok: false, reason: 'limit' });
      expect(await store.cheersOnDay(id, DAY)).toBe(3);
      expect(await store.addCheer(cheer(id, { day: '2026-11-23' }))).toEqual({ ok: true, used: 1 });
      expect(await store.userMatchCheers(id, '2058017')).toEqual({ home: 2, away: 1 });
      expect(await store.cheerTotals(['2058017'])).toEqual([
        { matchId: '2058017', side: 'away', cheers: 1 },
        { matchId: '2058017', side: 'home', cheers: 2 },
      ]);
      expect(await store.cheerTotals([])).toEqual([]);
    });

    it('keeps the daily limit in the database: another connection cannot store a 4th cheer', async () => {
      const { id } = await store.userByTokenHash(hash('a'), 0);
      for (let i = 0; i < 3; i += 1) await store.addCheer(cheer(id));
      await expect(engine.insertCheerElsewhere(id, DAY, 4)).rejects.toThrow(engine.errors.check);
      await expect(engine.insertCheerElsewhere(id, DAY, 2)).rejects.toThrow(engine.errors.unique);
    });

    it('ranks fans by cheers with shared ranks, and finds the caller outside the top', async () => {
      const users = [];
      for (const letter of 'abcd') users.push((await store.userByTokenHash(hash(letter), 0)).id);
      const [a, b, c, d] = users as [number, number, number, number];
      for (let i = 0; i < 3; i += 1) await store.addCheer(cheer(a));
      for (let i = 0; i < 3; i += 1) await store.addCheer(cheer(b, { matchId: '2058003' }));
      await store.addCheer(cheer(c));
      expect(await store.fanRanking({ limit: 2, userId: c })).toEqual({
        top: [
          { userId: a, rank: 1, cheers: 3 },
          { userId: b, rank: 1, cheers: 3 },
        ],
        me: { userId: c, rank: 3, cheers: 1 },
        totalFans: 3,
      });
      expect(await store.fanRanking({ matchId: '2058017', limit: 10, userId: d })).toEqual({
        top: [
          { userId: a, rank: 1, cheers: 3 },
          { userId: c, rank: 2, cheers: 1 },
        ],
        me: null,
        totalFans: 2,
      });
    });
  });

  describe(`${engine.name} invitations`, () => {
    const attempt = (userId: number, code: string, now = 2000) => ({
      userId,
      code,
      now,
      day: DAY,
      maxFailures: 3,
    });

    it('issues one 6-digit code, keeps it until it expires, then issues another', async () => {
      const { id } = await store.userByTokenHash(hash('a'), 0);
      const first = await codeOf(store, id, 1000, 24 * HOUR);
      expect(first.code).toMatch(/^\d{6}$/);
      expect(first).toMatchObject({ userId: id, issuedAt: 1000, expiresAt: 1000 + 24 * HOUR });
      expect(await codeOf(store, id, 1000 + 23 * HOUR, 24 * HOUR)).toEqual(first);
      const next = await codeOf(store, id, 1000 + 24 * HOUR, 24 * HOUR);
      expect(next.code).not.toBe(first.code);
      expect(next.issuedAt).toBe(1000 + 24 * HOUR);
    });

    it('accepts a code once per user, never the own one, and tells wrong from expired', async () => {
      const inviter = (await store.userByTokenHash(hash('a'), 0)).id;
      const invitee = (await store.userByTokenHash(hash('b'), 0)).id;
      const third = (await store.userByTokenHash(hash('c'), 0)).id;
      const { code } = await codeOf(store, inviter, 1000, HOUR);
      const wrong = code === '999999' ? '999998' : '999999';
      expect(await store.acceptInvite(attempt(inviter, code))).toEqual({
        ok: false,
        reason: 'own',
      });
      expect(await store.acceptInvite(attempt(invitee, wrong))).toEqual({
        ok: false,
        reason: 'wrong',
      });
      expect(await store.acceptInvite(attempt(invitee, code))).toEqual({
        ok: true,
        inviterId: inviter,
        code,
        acceptedAt: 2000,
      });
      expect(await store.acceptInvite(attempt(invitee, code))).toEqual({
        ok: false,
        reason: 'already',
      });
      expect(await store.acceptInvite(attempt(third, code, 1000 + HOUR))).toEqual({
        ok: false,
        reason: 'expired',
      });
      expect(await store.invitationsOf(inviter)).toEqual({
        invited: [{ userId: invitee, acceptedAt: 2000 }],
        accepted: null,
      });
      expect(await store.invitationsOf(invitee)).toEqual({
        invited: [],
        accepted: { inviterId: inviter, code, acceptedAt: 2000 },
      });
    });

    it('stops trying codes for the day after the allowed failures', async () => {
      const inviter = (await store.userByTokenHash(hash('a'), 0)).id;
      const guesser = (await store.userByTokenHash(hash('b'), 0)).id;
      const { code } = await codeOf(store, inviter, 1000, HOUR);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 3; i += 1) {
        expect(await store.acceptInvite(attempt(guesser, wrong))).toMatchObject({
          reason: 'wrong',
        });
      }
      expect(await store.acceptInvite(attempt(guesser, code))).toEqual({
        ok: false,
        reason: 'too_many_attempts',
      });
      expect(
        await store.acceptInvite({ ...attempt(guesser, code), day: '2026-11-23' }),
      ).toMatchObject({ ok: true });
    });
  });

  describe(`${engine.name} feedback`, () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

    it('stores a ticket with its images and gives the images back only to their owner', async () => {
      const owner = (await store.userByTokenHash(hash('a'), 0)).id;
      const other = (await store.userByTokenHash(hash('b'), 0)).id;
      const outcome = await store.addFeedback({
        userId: owner,
        text: '比分没有刷新',
        images: [
          { mime: 'image/png', data: png },
          { mime: 'image/png', data: png.subarray(0, 9) },
        ],
        day: DAY,
        at: 5000,
      });
      expect(outcome).toEqual({
        ok: true,
        ticket: {
          id: 1,
          day: DAY,
          text: '比分没有刷新',
          createdAt: 5000,
          images: [
            { index: 1, mime: 'image/png', bytes: 11 },
            { index: 2, mime: 'image/png', bytes: 9 },
          ],
        },
      });
      expect(await store.feedbackOf(owner)).toEqual([outcome.ok && outcome.ticket]);
      expect(await store.feedbackOf(other)).toEqual([]);
      const image = await store.feedbackImage(owner, 1, 1);
      expect(image?.mime).toBe('image/png');
      expect([...(image?.data ?? [])]).toEqual([...png]);
      expect(await store.feedbackImage(other, 1, 1)).toBeNull();
      expect(await store.feedbackImage(owner, 1, 3)).toBeNull();
      // 11 + 9 image bytes and 6 characters of 3 UTF-8 bytes each.
      expect(await store.feedbackStoredBytes()).toBe(11 + 9 + 18);
    });

    it('takes 10 tickets a day per user', async () => {
      const owner = (await store.userByTokenHash(hash('a'), 0)).id;
      const ticket = { userId: owner, text: '建议', images: [], day: DAY, at: 1 };
      for (let i = 0; i < 10; i += 1) {
        expect(await store.addFeedback(ticket)).toMatchObject({ ok: true });
      }
      expect(await store.addFeedback(ticket)).toEqual({ ok: false, reason: 'limit' });
      expect(await store.feedbackOnDay(owner, DAY)).toBe(10);
      expect(await store.addFeedback({ ...ticket, day: '2026-11-23' })).toMatchObject({ ok: true });
    });

    it('stores nothing of a ticket whose image breaks a rule of the database', async () => {
      const owner = (await store.userByTokenHash(hash('a'), 0)).id;
      await expect(
        store.addFeedback({
          userId: owner,
          text: '图片类型不对',
          images: [{ mime: 'image/svg+xml', data: png }],
          day: DAY,
          at: 1,
        }),
      ).rejects.toThrow(engine.errors.check);
      expect(await store.feedbackOf(owner)).toEqual([]);
    });
  });

  describe(`${engine.name} under concurrent requests from two processes`, () => {
    it('records at most 3 cheers a day however the requests interleave', async () => {
      const twin = await engine.openTwin();
      try {
        const { id } = await store.userByTokenHash(hash('a'), 0);
        const outcomes = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            (i % 2 === 0 ? store : twin).addCheer(cheer(id, { at: i })),
          ),
        );
        const used = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.used] : []));
        expect(used.sort()).toEqual([1, 2, 3]);
        expect(outcomes.filter((outcome) => !outcome.ok)).toHaveLength(9);
        expect(await twin.cheersOnDay(id, DAY)).toBe(3);
        expect(await store.cheersOnDay(id, DAY)).toBe(3);
      } finally {
        await twin.close();
      }
    });

    it('lets a user accept one invitation, whichever codes arrive at once', async () => {
      const twin = await engine.openTwin();
      try {
        const invitee = (await store.userByTokenHash(hash('z'), 0)).id;
        const codes: string[] = [];
        for (const letter of 'abcd') {
          const inviter = (await twin.userByTokenHash(hash(letter), 0)).id;
          codes.push((await codeOf(twin, inviter, 1000, HOUR)).code);
        }
        const outcomes = await Promise.all(
          codes.flatMap((code) =>
            [store, twin].map((one) =>
              one.acceptInvite({ userId: invitee, code, now: 2000, day: DAY, maxFailures: 3 }),
            ),
          ),
        );
        expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
        expect(
          outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'already'),
        ).toHaveLength(7);
        expect((await twin.invitationsOf(invitee)).accepted).not.toBeNull();
      } finally {
        await twin.close();
      }
    });

    it('issues one code to a user asking on two processes at once', async () => {
      const twin = await engine.openTwin();
      try {
        const { id } = await store.userByTokenHash(hash('a'), 0);
        const codes = await Promise.all(
          Array.from({ length: 6 }, (_, i) => codeOf(i % 2 ? store : twin, id, 1000, HOUR)),
        );
        expect(new Set(codes.map((record) => record.code)).size).toBe(1);
      } finally {
        await twin.close();
      }
    });
  });
}

/** The user's current code, which a store with free codes always has. */
async function codeOf(
  store: UserStore,
  userId: number,
  now: number,
  ttlMs: number,
): Promise<InviteCodeRecord> {
  const record = await store.currentInviteCode(userId, now, ttlMs);
  if (!record) throw new Error('no invitation code was issued');
  return record;
}
