import { describe, expect, it } from 'vitest';
import { createHostCalls, type MatchReminder, OPTIONAL_CALL_NAMES } from '../host-calls/index';
import { installBridge } from '../index';
import { androidHost, recordingLogger, webkitHost } from './fakes';

const REMINDER: MatchReminder = {
  match_id: '2058017',
  kickoff: '2018-07-15T15:00:00.000Z',
  lead_minutes: 15,
  title: '法国 vs 克罗地亚',
  body: '比赛即将开始',
  url: '/pages/soccer/live/live?match_id=2058017',
  goal_alerts: true,
};
const IMAGE = {
  data_url: 'data:image/png;base64,iVBORw0KGgo=',
  file_name: 'kanqiu-2058017.png',
  text: '法国 4-2 克罗地亚',
};

describe('createHostCalls', () => {
  it('says a call is supported only when the host has it', () => {
    const bare = createHostCalls({ window: {} });
    expect(bare.supports('scheduleReminder')).toBe(false);
    // An older app: the bridge's own calls but none of the optional ones.
    const older = createHostCalls({ window: { android: androidHost(['getMatchId']).host } });
    expect(older.supports('shareImage')).toBe(false);
    const android = createHostCalls({ window: { android: androidHost(['shareImage']).host } });
    expect(android.supports('shareImage')).toBe(true);
    expect(android.supports('scheduleReminder')).toBe(false);
    const ios = createHostCalls({
      window: { webkit: webkitHost(['scheduleReminder']).host },
    });
    expect(ios.supports('scheduleReminder')).toBe(true);
    expect(ios.supports('cancelReminder')).toBe(false);
  });

  it('sends a reminder to Android as JSON and to iOS as an object, extra fields dropped', () => {
    const android = androidHost(OPTIONAL_CALL_NAMES);
    const onAndroid = createHostCalls({ window: { android: android.host } });
    expect(onAndroid.scheduleReminder({ ...REMINDER, extra: 1 } as MatchReminder)).toBe(true);
    expect(onAndroid.cancelReminder('2058017')).toBe(true);
    expect(android.calls).toEqual([
      {
        name: 'scheduleReminder',
        args: [
          '{"match_id":"2058017","kickoff":"2018-07-15T15:00:00.000Z","lead_minutes":15,"title":"法国 vs 克罗地亚","body":"比赛即将开始","url":"/pages/soccer/live/live?match_id=2058017","goal_alerts":true}',
        ],
      },
      { name: 'cancelReminder', args: ['2058017'] },
    ]);
    const ios = webkitHost(OPTIONAL_CALL_NAMES);
    const onIos = createHostCalls({ window: { webkit: ios.host } });
    expect(onIos.shareImage(IMAGE)).toBe(true);
    expect(ios.calls).toEqual([{ name: 'shareImage', args: [IMAGE] }]);
  });

  it('logs and never sends a bad argument', () => {
    const android = androidHost(OPTIONAL_CALL_NAMES);
    const logger = recordingLogger();
    const host = createHostCalls({ window: { android: android.host }, logger });
    expect(host.scheduleReminder({ ...REMINDER, url: 'javascript:alert(1)' })).toBe(false);
    expect(host.scheduleReminder({ ...REMINDER, url: '//evil.example/x' })).toBe(false);
    expect(host.scheduleReminder({ ...REMINDER, lead_minutes: -5 })).toBe(false);
    expect(host.scheduleReminder({ ...REMINDER, lead_minutes: 24 * 60 + 1 })).toBe(false);
    expect(host.scheduleReminder({ ...REMINDER, kickoff: '明天' })).toBe(false);
    expect(host.scheduleReminder({ ...REMINDER, title: '' })).toBe(false);
    expect(host.cancelReminder('')).toBe(false);
    expect(host.shareImage({ ...IMAGE, data_url: 'data:text/html;base64,PGI+' })).toBe(false);
    expect(host.shareImage({ ...IMAGE, file_name: '../x.png' })).toBe(false);
    expect(android.calls).toEqual([]);
    expect(logger.lines).toHaveLength(9);
    expect(logger.lines[0]?.message).toMatch(/scheduleReminder not sent: a reminder url/);
  });

  it('returns false without a host method and when the host throws, never throwing itself', () => {
    const logger = recordingLogger();
    expect(createHostCalls({ window: {}, logger }).shareImage(IMAGE)).toBe(false);
    const throwing = createHostCalls({
      window: {
        android: {
          shareImage: () => {
            throw new Error('boom');
          },
        },
      },
      logger,
    });
    expect(throwing.shareImage(IMAGE)).toBe(false);
    expect(logger.lines.map((line) => line.level)).toEqual(['error']);
  });

  it('leaves the bridge and the functions it installs as they are', () => {
    const win: Record<string, unknown> = { android: androidHost(OPTIONAL_CALL_NAMES).host };
    const before = Object.keys(win);
    createHostCalls({ window: win });
    expect(Object.keys(win)).toEqual(before);
    const bridge = installBridge({ window: win, logger: recordingLogger() });
    expect(Object.keys(bridge).sort()).toEqual(
      [
        'call',
        'closeAdv',
        'device',
        'deliverPageHeight',
        'getAdvMsg',
        'getMatchId',
        'handle',
        'hasNativeHost',
        'refreshEnd',
      ].sort(),
    );
  });
});
