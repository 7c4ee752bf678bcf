import { describe, expect, it } from 'vitest';
import { installBridge, NATIVE_CALL_NAMES } from '../index';
import { androidHost, fakeWindow, recordingLogger, webkitHost } from './fakes';

const advert = { jump_url: 'https://example.com/活动?a=1&b=<2>', jump_url_type: 2 } as const;

function androidBridge(names: readonly string[] = NATIVE_CALL_NAMES) {
  const android = androidHost(names);
  const logger = recordingLogger();
  const bridge = installBridge({ window: fakeWindow({ android: android.host }), logger });
  return { bridge, calls: android.calls, logger };
}

function iosBridge(names: readonly string[] = NATIVE_CALL_NAMES) {
  const webkit = webkitHost(names);
  const logger = recordingLogger();
  const bridge = installBridge({ window: fakeWindow({ webkit: webkit.host }), logger });
  return { bridge, calls: webkit.calls, logger };
}

describe('native calls on Android', () => {
  it('calls window.android.<name> with strings only, JSON for anything else', () => {
    const { bridge, calls, logger } = androidBridge();
    expect(bridge.refreshEnd()).toBe(true);
    expect(bridge.getMatchId('2058017')).toBe(true);
    expect(bridge.getMatchId(3875)).toBe(true);
    expect(bridge.deliverPageHeight(812)).toBe(true);
    expect(bridge.closeAdv()).toBe(true);
    expect(bridge.getAdvMsg(advert)).toBe(true);
    expect(calls).toEqual([
      { name: 'refreshEnd', args: [] },
      { name: 'getMatchId', args: ['2058017'] },
      { name: 'getMatchId', args: ['3875'] },
      { name: 'deliverPageHeight', args: ['812'] },
      { name: 'closeAdv', args: [] },
      {
        name: 'getAdvMsg',
        args: ['{"jump_url":"https://example.com/活动?a=1&b=<2>","jump_url_type":2}'],
      },
    ]);
    expect(logger.lines).toEqual([]);
  });

  it('sends only jump_url and jump_url_type of a whole banner', () => {
    const { bridge, calls } = androidBridge();
    const banner = {
      id: 7,
      title: '标题',
      image_url: '/a.png',
      jump_url: 'kanqiu://m/1',
      jump_url_type: 1 as const,
    };
    bridge.getAdvMsg(banner);
    expect(JSON.parse(calls[0]?.args[0] as string)).toEqual({
      jump_url: 'kanqiu://m/1',
      jump_url_type: 1,
    });
  });

  it('rounds a fractional height up to whole pixels', () => {
    const { bridge, calls } = androidBridge();
    bridge.deliverPageHeight(640.2);
    expect(calls).toEqual([{ name: 'deliverPageHeight', args: ['641'] }]);
  });
});

describe('native calls on iOS', () => {
  it('posts to window.webkit.messageHandlers.<name>, null when there is no argument', () => {
    const { bridge, calls, logger } = iosBridge();
    bridge.refreshEnd();
    bridge.getMatchId(3875);
    bridge.deliverPageHeight(812.5);
    bridge.closeAdv();
    bridge.getAdvMsg({ ...advert, extra: 'dropped' } as typeof advert);
    expect(calls).toEqual([
      { name: 'refreshEnd', args: [null] },
      { name: 'getMatchId', args: ['3875'] },
      { name: 'deliverPageHeight', args: [813] },
      { name: 'closeAdv', args: [null] },
      { name: 'getAdvMsg', args: [{ jump_url: advert.jump_url, jump_url_type: 2 }] },
    ]);
    expect(logger.lines).toEqual([]);
  });

  it('reaches a host attached after the bridge was installed', () => {
    const win = fakeWindow();
    const bridge = installBridge({ window: win, logger: recordingLogger() });
    expect(bridge.hasNativeHost()).toBe(false);
    const webkit = webkitHost(['closeAdv']);
    win.webkit = webkit.host;
    expect(bridge.hasNativeHost()).toBe(true);
    expect(bridge.closeAdv()).toBe(true);
    expect(webkit.calls).toEqual([{ name: 'closeAdv', args: [null] }]);
  });
});

describe('native calls without a host', () => {
  it('are logged no-ops when there is no native host at all', () => {
    const logger = recordingLogger();
    const bridge = installBridge({ window: fakeWindow(), logger });
    expect(() => bridge.refreshEnd()).not.toThrow();
    expect(bridge.refreshEnd()).toBe(false);
    expect(bridge.getAdvMsg(advert)).toBe(false);
    expect(logger.lines).toEqual([
      { level: 'warn', message: expect.stringContaining('no native host method refreshEnd') },
      { level: 'warn', message: expect.stringContaining('no native host method getAdvMsg') },
    ]);
  });

  it('are logged no-ops when the host lacks that one method (an older app)', () => {
    const { bridge, calls, logger } = androidBridge(['refreshEnd']);
    expect(bridge.closeAdv()).toBe(false);
    expect(bridge.refreshEnd()).toBe(true);
    expect(calls).toEqual([{ name: 'refreshEnd', args: [] }]);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]?.message).toContain('closeAdv');
  });

  it('are logged no-ops without any window', () => {
    const logger = recordingLogger();
    expect(installBridge({ logger }).getMatchId('1')).toBe(false);
    expect(logger.lines[0]?.message).toContain('getMatchId');
  });

  it('log a host method that throws instead of throwing into the page', () => {
    const logger = recordingLogger();
    const android = {
      refreshEnd: () => {
        throw new Error('Java exception');
      },
    };
    const bridge = installBridge({ window: fakeWindow({ android }), logger });
    expect(bridge.refreshEnd()).toBe(false);
    expect(logger.lines).toEqual([
      { level: 'error', message: expect.stringContaining('failed on refreshEnd') },
    ]);
  });
});

describe('native call arguments', () => {
  it.each([
    ['getMatchId', ''],
    ['getMatchId', '   '],
    ['getMatchId', Number.NaN],
    ['deliverPageHeight', Number.POSITIVE_INFINITY],
    ['deliverPageHeight', -1],
    ['deliverPageHeight', '800'],
    ['getAdvMsg', { jump_url: 'x', jump_url_type: 3 }],
    ['getAdvMsg', { jump_url: 42, jump_url_type: 1 }],
    ['getAdvMsg', null],
  ] as const)('refuses %s(%j) with a log and sends nothing', (name, value) => {
    const { bridge, calls, logger } = androidBridge();
    const call = bridge.call as (name: string, ...args: unknown[]) => boolean;
    expect(call(name, value)).toBe(false);
    expect(calls).toEqual([]);
    expect(logger.lines[0]).toEqual({
      level: 'warn',
      message: expect.stringContaining(`${name} not sent`),
    });
  });

  it('are checked by the compiler', () => {
    const { bridge } = androidBridge();
    // @ts-expect-error a height is a number
    bridge.deliverPageHeight('800');
    // @ts-expect-error a match id is a string or a number
    bridge.getMatchId({ id: 1 });
    // @ts-expect-error jump_url_type is 1 or 2
    bridge.getAdvMsg({ jump_url: 'x', jump_url_type: 3 });
    // @ts-expect-error refreshEnd takes no argument
    bridge.call('refreshEnd', 1);
    // @ts-expect-error there is no such call
    bridge.call('openPage');
    expect(bridge.call('getMatchId', 1)).toBe(true);
  });
});
