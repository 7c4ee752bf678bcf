import { Window as DomWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createHostCalls } from '../../host-calls/index';
import type { BridgeWindow } from '../../index';
import { installHostSimulator } from '../index';

type PageWindow = BridgeWindow & Window;

const open: DomWindow[] = [];
afterEach(async () => {
  for (const win of open.splice(0)) await win.happyDOM.close();
});

function pageWindow(): PageWindow {
  const win = new DomWindow({ url: 'http://localhost:5173/', width: 390, height: 844 });
  open.push(win);
  return win as unknown as PageWindow;
}

const quiet = { info() {}, warn() {}, error() {} };

describe('host simulator: optional calls', () => {
  it('plays a current app with the reminder and share calls, and logs them as the host gets them', () => {
    const win = pageWindow();
    const simulator = installHostSimulator({ window: win, logger: quiet, platform: 'android' });
    const host = createHostCalls({ window: win, logger: quiet });
    expect(host.supports('scheduleReminder')).toBe(true);
    expect(host.supports('shareImage')).toBe(true);
    expect(host.cancelReminder('2058017')).toBe(true);
    expect(simulator?.entries().map((entry) => entry.text)).toEqual([
      'android.cancelReminder("2058017")',
    ]);
    simulator?.setPlatform('ios');
    expect(host.cancelReminder('2058017')).toBe(true);
    expect(simulator?.entries().at(-1)?.text).toBe(
      'webkit.messageHandlers.cancelReminder.postMessage("2058017")',
    );
  });

  it('plays an older app without them when asked, so the page shows its fallback', () => {
    const win = pageWindow();
    installHostSimulator({ window: win, logger: quiet, optionalCalls: false });
    const host = createHostCalls({ window: win, logger: quiet });
    expect(host.supports('scheduleReminder')).toBe(false);
    expect(host.supports('shareImage')).toBe(false);
    expect(host.scheduleReminder({} as never)).toBe(false);
  });
});
