import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { describe, expect, it } from 'vitest';
import { HOST_CALL_QUEUE_LIMIT, HOST_FUNCTION_NAMES, installBridge } from '../index';
import { BRIDGE_TEXT } from '../text';
import { MAX_TOKEN_LENGTH } from '../token-store';
import { androidHost, fakeWindow, memoryStorage, recordingLogger } from './fakes';

type HostWindow = ReturnType<typeof fakeWindow>;

/** Calls a host-callable function the way native code does: by name on the window. */
function hostCalls(win: HostWindow, name: string, ...args: unknown[]): unknown {
  const fn = win[name];
  if (typeof fn !== 'function') throw new Error(`window.${name} is not installed`);
  return fn(...args);
}

function setup() {
  const storage = memoryStorage();
  const logger = recordingLogger();
  const android = androidHost(['deliverPageHeight']);
  const win = fakeWindow({ android: android.host, localStorage: storage });
  const bridge = installBridge({ window: win, logger });
  return { win, bridge, storage, logger, hostReceived: android.calls };
}

describe('host-callable functions', () => {
  it('are all installed on the window', () => {
    const { win } = setup();
    for (const name of HOST_FUNCTION_NAMES) expect(typeof win[name]).toBe('function');
    expect(HOST_FUNCTION_NAMES).toEqual([
      'refresh',
      'sendToken',
      'closeSocket',
      'getPageHeight',
      'unshowAdv',
      'testToast',
    ]);
  });

  it('run the registered handler once per host call', () => {
    const { win, bridge } = setup();
    const seen: string[] = [];
    bridge.handle('refresh', () => seen.push('refresh'));
    bridge.handle('closeSocket', () => seen.push('closeSocket'));
    bridge.handle('unshowAdv', () => seen.push('unshowAdv'));
    hostCalls(win, 'refresh');
    hostCalls(win, 'closeSocket');
    hostCalls(win, 'unshowAdv');
    hostCalls(win, 'refresh');
    expect(seen).toEqual(['refresh', 'closeSocket', 'unshowAdv', 'refresh']);
  });

  it('are installed once: installing again returns the same bridge and keeps the functions', () => {
    const { win, bridge } = setup();
    const refresh = win.refresh;
    expect(installBridge({ window: win, logger: recordingLogger() })).toBe(bridge);
    expect(win.refresh).toBe(refresh);
    let runs = 0;
    bridge.handle('refresh', () => runs++);
    hostCalls(win, 'refresh');
    expect(runs).toBe(1);
  });

  it('keep one handler per function: registering twice replaces, never doubles', () => {
    const { win, bridge } = setup();
    const seen: string[] = [];
    bridge.handle('refresh', () => seen.push('first'));
    bridge.handle('refresh', () => seen.push('second'));
    hostCalls(win, 'refresh');
    expect(seen).toEqual(['second']);
  });

  it('ignore a stale unregister that would remove a newer handler', () => {
    const { win, bridge } = setup();
    const seen: string[] = [];
    const unregisterFirst = bridge.handle('refresh', () => seen.push('first'));
    bridge.handle('refresh', () => seen.push('second'));
    unregisterFirst();
    hostCalls(win, 'refresh');
    expect(seen).toEqual(['second']);
  });

  it('queue calls made before a handler exists and run them once, in order, when it registers', () => {
    const { win, bridge } = setup();
    hostCalls(win, 'sendToken', 'early');
    hostCalls(win, 'testToast', '第一条');
    hostCalls(win, 'testToast', '第二条');
    const toasts: string[] = [];
    const tokens: string[] = [];
    bridge.handle('testToast', (message) => toasts.push(message));
    bridge.handle('sendToken', (authorization) => tokens.push(authorization));
    expect(toasts).toEqual(['第一条', '第二条']);
    expect(tokens).toEqual(['Bearer early']);
    bridge.handle('testToast', (message) => toasts.push(`again ${message}`));
    expect(toasts).toHaveLength(2);
  });

  it('queue calls again after the handler unregisters', () => {
    const { win, bridge } = setup();
    let runs = 0;
    const unregister = bridge.handle('refresh', () => runs++);
    unregister();
    hostCalls(win, 'refresh');
    expect(runs).toBe(0);
    bridge.handle('refresh', () => runs++);
    expect(runs).toBe(1);
  });

  it('keep at most the newest calls while no handler exists', () => {
    const { win, bridge, logger } = setup();
    const total = HOST_CALL_QUEUE_LIMIT + 3;
    for (let i = 0; i < total; i++) hostCalls(win, 'testToast', `提示 ${i}`);
    const toasts: string[] = [];
    bridge.handle('testToast', (message) => toasts.push(message));
    expect(toasts).toHaveLength(HOST_CALL_QUEUE_LIMIT);
    expect(toasts[0]).toBe('提示 3');
    expect(toasts.at(-1)).toBe(`提示 ${total - 1}`);
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(3);
  });

  it('log a throwing handler and return normally to the host', () => {
    const { win, bridge, logger } = setup();
    bridge.handle('refresh', () => {
      throw new Error('boom');
    });
    expect(() => hostCalls(win, 'refresh')).not.toThrow();
    expect(logger.lines).toEqual([
      { level: 'error', message: expect.stringContaining('refresh handler failed') },
    ]);
  });

  it('log a handler whose promise rejects', async () => {
    const { win, bridge, logger } = setup();
    bridge.handle('closeSocket', async () => {
      throw new Error('boom');
    });
    hostCalls(win, 'closeSocket');
    await Promise.resolve();
    await Promise.resolve();
    expect(logger.lines[0]?.message).toContain('closeSocket handler failed');
  });
});

describe('sendToken', () => {
  it('stores the token with the Bearer prefix under the token key', () => {
    const { win, storage } = setup();
    hostCalls(win, 'sendToken', 'abc.def');
    expect(storage.values.get(TOKEN_STORAGE_KEY)).toBe('Bearer abc.def');
    hostCalls(win, 'sendToken', 'Bearer xyz');
    expect(storage.values.get(TOKEN_STORAGE_KEY)).toBe('Bearer xyz');
  });

  it('stores before React mounts, so the first request already carries it', () => {
    const { win, storage } = setup();
    hostCalls(win, 'sendToken', 'early');
    expect(storage.values.get(TOKEN_STORAGE_KEY)).toBe('Bearer early');
  });

  it('clears the stored token when the host sends a blank one', () => {
    const { win, bridge, storage } = setup();
    const seen: string[] = [];
    bridge.handle('sendToken', (authorization) => seen.push(authorization));
    hostCalls(win, 'sendToken', 'abc');
    hostCalls(win, 'sendToken', '  ');
    expect(storage.values.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(seen).toEqual(['Bearer abc', '']);
  });

  it.each([
    ['a number', 12345],
    ['an object', { token: 'abc' }],
    ['nothing', undefined],
    ['null', null],
  ])('ignores %s with a log and keeps the stored token', (_, input) => {
    const { win, bridge, storage, logger } = setup();
    hostCalls(win, 'sendToken', 'kept');
    const seen: string[] = [];
    bridge.handle('sendToken', (authorization) => seen.push(authorization));
    hostCalls(win, 'sendToken', input);
    expect(storage.values.get(TOKEN_STORAGE_KEY)).toBe('Bearer kept');
    expect(seen).toEqual(['Bearer kept']);
    expect(logger.lines).toEqual([
      { level: 'warn', message: expect.stringContaining('not a string') },
    ]);
  });

  it.each([
    ['a line break', 'abc\r\nSet-Cookie: x=1'],
    ['non-ASCII text', '令牌'],
    ['an over-long token', 'a'.repeat(MAX_TOKEN_LENGTH + 1)],
  ])('refuses a token with %s, which no request header could carry', (_, input) => {
    const { win, storage, logger } = setup();
    hostCalls(win, 'sendToken', input);
    expect(storage.values.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(logger.lines[0]?.message).toContain('not header-safe');
  });

  it('still hands the token to the app when storage fails', () => {
    const logger = recordingLogger();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const win = fakeWindow();
    const bridge = installBridge({ window: win, storage, logger });
    const seen: string[] = [];
    bridge.handle('sendToken', (authorization) => seen.push(authorization));
    hostCalls(win, 'sendToken', 'abc');
    expect(seen).toEqual(['Bearer abc']);
    expect(logger.lines[0]).toEqual({
      level: 'error',
      message: expect.stringContaining('could not be stored'),
    });
  });

  it('uses the window storage when it is reachable and survives one that throws on access', () => {
    const logger = recordingLogger();
    const win = fakeWindow();
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const bridge = installBridge({ window: win, logger });
    const seen: string[] = [];
    bridge.handle('sendToken', (authorization) => seen.push(authorization));
    expect(() => hostCalls(win, 'sendToken', 'abc')).not.toThrow();
    expect(seen).toEqual(['Bearer abc']);
  });
});

describe('getPageHeight', () => {
  it("answers with deliverPageHeight and the handler's height", () => {
    const { win, bridge, hostReceived } = setup();
    bridge.handle('getPageHeight', () => 1203.4);
    expect(hostCalls(win, 'getPageHeight')).toBeUndefined();
    expect(hostReceived).toEqual([{ name: 'deliverPageHeight', args: ['1204'] }]);
  });

  it('answers once the async measurement settles', async () => {
    const { win, bridge, hostReceived } = setup();
    bridge.handle('getPageHeight', async () => 720);
    hostCalls(win, 'getPageHeight');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hostReceived).toEqual([{ name: 'deliverPageHeight', args: ['720'] }]);
  });

  it('answers a request made before the app could measure', () => {
    const { win, bridge, hostReceived } = setup();
    hostCalls(win, 'getPageHeight');
    expect(hostReceived).toEqual([]);
    bridge.handle('getPageHeight', () => 500);
    expect(hostReceived).toEqual([{ name: 'deliverPageHeight', args: ['500'] }]);
  });

  it('sends nothing and logs when the handler returns no number', () => {
    const { win, bridge, hostReceived, logger } = setup();
    bridge.handle('getPageHeight', () => undefined as unknown as number);
    hostCalls(win, 'getPageHeight');
    expect(hostReceived).toEqual([]);
    expect(logger.lines[0]?.message).toContain('returned no number');
  });
});

describe('testToast', () => {
  it('passes the host message, or the default text when there is none', () => {
    const { win, bridge, logger } = setup();
    const toasts: string[] = [];
    bridge.handle('testToast', (message) => toasts.push(message));
    hostCalls(win, 'testToast', '来自原生的提示');
    hostCalls(win, 'testToast');
    hostCalls(win, 'testToast', '');
    expect(toasts).toEqual([
      '来自原生的提示',
      BRIDGE_TEXT.testToastDefault,
      BRIDGE_TEXT.testToastDefault,
    ]);
    expect(logger.lines).toEqual([]);
  });

  it('shows the default text, with a log, for a message that is not a string', () => {
    const { win, bridge, logger } = setup();
    const toasts: string[] = [];
    bridge.handle('testToast', (message) => toasts.push(message));
    hostCalls(win, 'testToast', { html: '<b>x</b>' });
    expect(toasts).toEqual([BRIDGE_TEXT.testToastDefault]);
    expect(logger.lines[0]?.level).toBe('warn');
  });
});
