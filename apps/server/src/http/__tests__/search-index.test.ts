import { searchIndexSchema } from '@kanqiu/core/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { realCatalog } from '../../data/__tests__/shared-catalog';

let test: TestServer;

async function readIndex() {
  const response = await post(test.baseUrl, '/api/search/index', {});
  expect(response.status).toBe(200);
  return v.parse(searchIndexSchema, response.body.data);
}

describe('POST /api/search/index', () => {
  beforeAll(async () => {
    test = await startTestServer({ catalog: realCatalog() });
  });
  afterAll(() => test.close());

  it('gives a team its Chinese name, pinyin, pinyin initials and Latin name', async () => {
    const { entries } = await readIndex();
    const france = entries.find((e) => e.kind === 'team' && e.id === 'FRA');
    expect(france).toMatchObject({ title: '法国', sport: 'football' });
    expect(france?.terms).toEqual(['法国', 'faguo', 'fg', 'france']);
    expect(france?.target.route).toBe('footballTeamDetail');
  });

  it('gives a player his squad, pinyin and the Latin name without accent or dot', async () => {
    const { entries } = await readIndex();
    const mbappe = entries.find((e) => e.kind === 'player' && e.title === '姆巴佩');
    expect(mbappe?.subtitle).toBe('法国 · 前锋');
    expect(mbappe?.terms).toEqual(['姆巴佩', 'mubapei', 'mbp', 'kmbappe']);
    expect(mbappe?.target).toEqual({ route: 'footballPlayer', query: { player_id: '353833' } });
  });

  it('holds both sports, every served match once with both teams, and the competitions', async () => {
    const { entries } = await readIndex();
    const list = (await post(test.baseUrl, '/api/matches', {})).body.data as {
      matches: { match_id: string }[];
    };
    const matches = entries.filter((e) => e.kind === 'match');
    expect(matches.map((e) => e.id).sort()).toEqual(list.matches.map((m) => m.match_id).sort());
    const final = matches.find((e) => e.id === '2058017');
    expect(final?.title).toBe('法国 vs 克罗地亚');
    expect(final?.terms).toEqual(expect.arrayContaining(['fg', 'croatia', 'kldy']));
    const celtics = entries.find(
      (e) => e.kind === 'team' && e.sport === 'basketball' && e.id === 'BOS',
    );
    expect(celtics?.terms).toEqual(expect.arrayContaining(['bostonceltics']));
    const titles = entries.filter((e) => e.kind === 'competition').map((e) => e.title);
    expect(titles).toEqual(expect.arrayContaining(['2018世界杯', 'NBA总决赛', '英超', '德甲']));
    // A club of the results history is found though no served match has it.
    expect(entries.find((e) => e.kind === 'team' && e.id === 'MUN')?.terms).toContain(
      'manchesterunitedfc',
    );
  });

  it('lists each entry once within its kind', async () => {
    const { entries } = await readIndex();
    const keys = entries.map((e) => `${e.kind}:${e.sport}:${e.id}:${e.title}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
