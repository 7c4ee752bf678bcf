import { describe, expect, it } from 'vitest';
import { detectDevice, getDevice, installBridge } from '../index';
import { fakeWindow, recordingLogger } from './fakes';

const UA = {
  androidWebview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36',
  androidWebviewInApp:
    'Mozilla/5.0 (Linux; Android 12; 22041211AC Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/95.0.4638.74 Mobile Safari/537.36 kanqiu/1.0.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  harmonyOs:
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneWkWebview:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadDesktopClass:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  chromeOnMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('detectDevice', () => {
  it.each([
    ['an Android Chrome webview (; wv)', UA.androidWebview],
    ['an Android webview with an app suffix', UA.androidWebviewInApp],
    ['Android Chrome', UA.androidChrome],
    ['Android Firefox', UA.androidFirefox],
    ['a HarmonyOS phone (Android-compatible webview)', UA.harmonyOs],
  ])('reads android from %s', (_, ua) => {
    expect(detectDevice(ua)).toBe('android');
  });

  it.each([
    ['iPhone Safari', UA.iphoneSafari],
    ['an iPhone WKWebView (no "Safari")', UA.iphoneWkWebview],
    ['Chrome on iPhone', UA.iphoneChrome],
    ['an iPad with an iPad user agent', UA.ipadLegacy],
  ])('reads ios from %s', (_, ua) => {
    expect(detectDevice(ua)).toBe('ios');
  });

  it('reads ios from an iPad that reports a Mac user agent, by its touch screen', () => {
    expect(detectDevice(UA.ipadDesktopClass, 5)).toBe('ios');
  });

  it.each([
    ['desktop Chrome', UA.desktopChrome, 0],
    ['desktop Firefox on Linux', UA.desktopFirefox, 0],
    ['desktop Safari', UA.desktopSafari, 0],
    ['Chrome on a Mac', UA.chromeOnMac, 0],
    ['a Windows touch laptop', UA.desktopChrome, 10],
    ['an empty string', '', 0],
  ])('reads unknown from %s', (_, ua, touchPoints) => {
    expect(detectDevice(ua, touchPoints)).toBe('unknown');
  });
});

describe('getDevice', () => {
  it('is unknown outside a browser and the same value on every call', () => {
    expect(getDevice()).toBe('unknown');
    expect(getDevice()).toBe(getDevice());
  });
});

describe('installBridge device', () => {
  const logger = recordingLogger();

  it("is read once from the injected window's navigator", () => {
    const navigator = { userAgent: UA.androidWebview, maxTouchPoints: 5 };
    const bridge = installBridge({ window: fakeWindow({ navigator }), logger });
    expect(bridge.device).toBe('android');
    navigator.userAgent = UA.iphoneWkWebview;
    expect(bridge.device).toBe('android');
  });

  it('prefers an injected user agent and keeps the navigator touch points', () => {
    // A browser navigator exposes its fields as prototype getters, not own properties.
    class TouchNavigator {
      get userAgent() {
        return UA.desktopChrome;
      }
      get maxTouchPoints() {
        return 5;
      }
    }
    const win = fakeWindow({ navigator: new TouchNavigator() });
    expect(installBridge({ window: win, userAgent: UA.ipadDesktopClass, logger }).device).toBe(
      'ios',
    );
  });

  it('is unknown without a window', () => {
    expect(installBridge({ window: undefined, logger }).device).toBe('unknown');
  });
});
