import type { FootballMatchPage } from '@kanqiu/core/contract/football';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { realCatalog, replay } from '../../data/__tests__/shared-catalog';
import { playFeed } from '../feed-client';
import { replayFeed } from '../replay-feed';

const FINAL = '2058017';
const KEY = 'feeder-test-key-0123456789';

/** A page as a reader compares it: without what names the source (ids, the replay flag, stamps). */
function shown(page: FootballMatchPage & Record<string, unknown>) {
  const { up_time: _u, revision: _r, scene: _s, replay: _p, ...rest } = page;
  return {
    ...rest,
    incidents: page.incidents.map(({ id: _id, ...incident }) => incident),
    tlive: page.tlive.map(({ id: _id, ...line }) => line),
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    catalog: realCatalog(),
    config: {
      ingestKey: KEY,
      replayOff: new Set([FINAL]),
      // The test's clock stands still: the bucket never refills.
      ingestRate: { capacity: 100_000, perSecond: 1 },
      // The loop makes some 680 calls from one address; at the default 600 a minute one waits out
      // a 48 s Retry-After, which tests the rate limit (its own tests do) and not the feed.
      abuseLimits: { apiRequestsPerMin: 100_000 },
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('replay feed', () => {
  it('gives, fed through the ingest endpoint, the replay page at every change point of the 2018 final', async () => {
    const match = replay(FINAL);
    const feed = replayFeed(match);
    const times = [...new Set(feed.events.map((item) => item.t))];
    for (const t of times) {
      await playFeed(feed, { url: server.baseUrl, key: KEY, speed: 0, until: t });
      const answer = await post(server.baseUrl, '/api/user/userScene', {
        scene: `detail_football_match_id_${FINAL}`,
      });
      const expected = match.matchPageAt(t) as FootballMatchPage & Record<string, unknown>;
      expect(shown(answer.body.data.page), `match second ${t}`).toEqual(shown(expected));
    }
    const final = (await post(server.baseUrl, '/api/matches', {})).body.data.matches.find(
      (entry: { match_id: string }) => entry.match_id === FINAL,
    );
    expect(final).toMatchObject({ state: 'finished', home_score: 4, away_score: 2 });
  }, 120_000);
});
