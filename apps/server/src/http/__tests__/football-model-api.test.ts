import { API_PATHS, MODEL_KEYS } from '@kanqiu/core';
import { modelRecordsSchema } from '@kanqiu/core/contract/football';
import { modelCountResponseSchema } from '@kanqiu/core/contract/match';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../__tests__/helpers/http-client';
import { startTestServer, type TestServer } from '../../__tests__/helpers/test-server';
import { realCatalog } from '../../data/__tests__/shared-catalog';

describe('POST /api/football/model/records', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ catalog: realCatalog() });
  });
  afterAll(() => server.close());

  it('gives every model its last 20 and 100 settled picks, the 20 agreeing with the count call', async () => {
    const answer = await post(server.baseUrl, API_PATHS.footballModelRecords, {});
    expect(answer.body.code).toBe(1);
    const data = v.parse(modelRecordsSchema, answer.body.data);
    expect(data.models.map((entry) => entry.model)).toEqual([...MODEL_KEYS]);

    for (const entry of data.models) {
      const [twenty, hundred] = entry.records;
      expect(twenty?.sessions).toBe(20);
      expect(hundred?.sessions).toBe(100);
      // Years of league fixtures are settled: both windows are full.
      expect(entry.settled).toBeGreaterThan(100);
      expect(hundred?.total).toBe(100);
      expect((hundred?.win ?? 0) + (hundred?.lose ?? 0)).toBe(100);
      expect(hundred?.hit_rate).toBe((hundred?.win ?? 0) / 100);
      expect(entry.pending).toBeGreaterThan(0);

      const count = await post(server.baseUrl, API_PATHS.modelCount[entry.model], {
        sessions: 20,
      });
      const record = v.parse(modelCountResponseSchema, count.body.data);
      expect(twenty).toEqual({
        sessions: 20,
        total: record.total,
        win: record.win,
        lose: record.lose,
        hit_rate: record.hit_rate,
      });
    }
  });

  it('takes an empty body and refuses fields that are not an object', async () => {
    expect((await post(server.baseUrl, API_PATHS.footballModelRecords)).body.code).toBe(1);
    const wrong = await post(server.baseUrl, API_PATHS.footballModelRecords, [1]);
    expect(wrong.body).toMatchObject({ code: 4001, data: null });
  });
});
