import { DEFAULT_URL_POLICY } from '@kanqiu/core';
import { describe, expect, it } from 'vitest';
import { type BridgeOptions, installBridge, NATIVE_CALL_NAMES } from '../index';
import { androidHost, fakeWindow, recordingLogger, webkitHost } from './fakes';

function bridges(options: Partial<BridgeOptions> = {}) {
  const android = androidHost(NATIVE_CALL_NAMES);
  const webkit = webkitHost(NATIVE_CALL_NAMES);
  const logger = recordingLogger();
  return {
    android: installBridge({ window: fakeWindow({ android: android.host }), logger, ...options }),
    ios: installBridge({ window: fakeWindow({ webkit: webkit.host }), logger, ...options }),
    calls: () => [...android.calls, ...webkit.calls],
    logger,
  };
}

describe('advert links through the URL policy', () => {
  it('never hands a script, intent or foreign-scheme link to the host, and logs each', () => {
    const { android, ios, calls, logger } = bridges();
    const refused = [
      { jump_url: 'javascript:alert(document.cookie)', jump_url_type: 2 },
      { jump_url: 'JavaScript:alert(1)', jump_url_type: 1 },
      { jump_url: 'intent://pay#Intent;package=com.evil;end', jump_url_type: 1 },
      { jump_url: 'https://evil.example/', jump_url_type: 1 },
      { jump_url: 'http://evil.example/', jump_url_type: 2 },
      { jump_url: 'java\tscript:alert(1)', jump_url_type: 2 },
      { jump_url: 'https://kanqiu.example@evil.example/', jump_url_type: 2 },
    ] as const;
    for (const advert of refused) {
      expect(android.getAdvMsg(advert), advert.jump_url).toBe(false);
      expect(ios.getAdvMsg(advert), advert.jump_url).toBe(false);
    }
    expect(calls()).toEqual([]);
    const warnings = logger.lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(refused.length * 2);
    expect(warnings[0]?.message).toContain('refused by the URL policy');
  });

  it('passes the app scheme, app routes and https pages', () => {
    const { android, calls } = bridges();
    expect(android.getAdvMsg({ jump_url: 'kanqiu://match/2058017', jump_url_type: 1 })).toBe(true);
    expect(
      android.getAdvMsg({ jump_url: '/pages/soccer/live/live?match_id=1', jump_url_type: 1 }),
    ).toBe(true);
    expect(
      android.getAdvMsg({ jump_url: '/#/pages/leagueData/leagueData', jump_url_type: 2 }),
    ).toBe(true);
    expect(android.getAdvMsg({ jump_url: 'https://www.fifa.com/', jump_url_type: 2 })).toBe(true);
    expect(calls()).toHaveLength(4);
  });

  it('lets a development build open http pages of its allowlist only', () => {
    const { android, calls } = bridges({
      urlPolicy: { ...DEFAULT_URL_POLICY, httpHosts: ['localhost'] },
    });
    expect(android.getAdvMsg({ jump_url: 'http://localhost:5173/', jump_url_type: 2 })).toBe(true);
    expect(android.getAdvMsg({ jump_url: 'http://192.168.1.9/', jump_url_type: 2 })).toBe(false);
    expect(calls()).toHaveLength(1);
  });
});
