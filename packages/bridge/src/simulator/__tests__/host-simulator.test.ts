import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { Window as DomWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type BridgeWindow, installBridge } from '../../index';
import { BRIDGE_TEXT, SIMULATOR_TEXT } from '../../text';
import {
  type HostSimulator,
  installHostSimulator,
  SIMULATOR_ELEMENT_ID,
  SIMULATOR_LOG_LIMIT,
  SIMULATOR_TEXT_LIMIT,
} from '../index';

type PageWindow = BridgeWindow & Window & Record<string, unknown>;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const open: DomWindow[] = [];
afterEach(async () => {
  for (const win of open.splice(0)) await win.happyDOM.close();
});

/** A fresh browser window for one test, so no global is shared or mutated. */
function pageWindow(userAgent?: string): PageWindow {
  const win = new DomWindow({
    url: 'http://localhost:5173/',
    width: 390,
    height: 844,
    ...(userAgent ? { settings: { navigator: { userAgent } } } : {}),
  });
  open.push(win);
  return win as unknown as PageWindow;
}

const quiet = { info() {}, warn() {}, error() {} };

function start(win = pageWindow(), expanded = true) {
  const bridge = installBridge({ window: win, logger: quiet });
  const simulator = installHostSimulator({ window: win, expanded, logger: quiet });
  if (!simulator) throw new Error('the simulator did not start');
  const root = simulator.element?.shadowRoot;
  if (!root) throw new Error('the panel has no shadow root');
  const buttonNamed = (label: string) => {
    const found = [...root.querySelectorAll('button')].find((b) => b.textContent === label);
    if (!found) throw new Error(`no button ${label}`);
    return found;
  };
  const inputNamed = (label: string) => {
    const found = root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
    if (!found) throw new Error(`no input ${label}`);
    return found;
  };
  const logLines = () => [...root.querySelectorAll('.log code')].map((code) => code.textContent);
  return { win, bridge, simulator, root, buttonNamed, inputNamed, logLines };
}

function texts(simulator: HostSimulator) {
  return simulator.entries().map((entry) => `${entry.direction} ${entry.text}`);
}

describe('installHostSimulator', () => {
  it('does nothing when a native host exists', () => {
    const win = pageWindow();
    win.android = { refreshEnd() {} };
    expect(installHostSimulator({ window: win, logger: quiet })).toBeNull();
    expect(win.document.getElementById(SIMULATOR_ELEMENT_ID)).toBeNull();
  });

  it('does nothing without a document', () => {
    expect(installHostSimulator({ window: {} as PageWindow, logger: quiet })).toBeNull();
  });

  it('starts collapsed as a small labelled button', () => {
    const { root, simulator, win } = start(pageWindow(), false);
    const badge = root.querySelector('.badge') as HTMLButtonElement;
    expect(badge.hidden).toBe(false);
    expect(badge.getAttribute('aria-label')).toBe(SIMULATOR_TEXT.expand);
    expect((root.querySelector('.panel') as HTMLElement).hidden).toBe(true);
    badge.click();
    expect((root.querySelector('.panel') as HTMLElement).hidden).toBe(false);
    expect(win.document.getElementById(SIMULATOR_ELEMENT_ID)).toBe(simulator.element);
  });

  it('is started once per window', () => {
    const { win, simulator } = start();
    expect(installHostSimulator({ window: win, logger: quiet })).toBe(simulator);
    expect(win.document.querySelectorAll(`#${SIMULATOR_ELEMENT_ID}`)).toHaveLength(1);
  });

  it('logs every call the page makes to the host, in the Android shape', () => {
    const { bridge, simulator, logLines } = start();
    expect(bridge.hasNativeHost()).toBe(true);
    expect(simulator.platform()).toBe('android');
    bridge.refreshEnd();
    bridge.getMatchId(2058017);
    bridge.deliverPageHeight(900);
    bridge.closeAdv();
    bridge.getAdvMsg({ jump_url: 'https://a.example/x', jump_url_type: 2 });
    expect(texts(simulator)).toEqual([
      'to-host android.refreshEnd()',
      'to-host android.getMatchId("2058017")',
      'to-host android.deliverPageHeight("900")',
      'to-host android.closeAdv()',
      'to-host android.getAdvMsg("{\\"jump_url\\":\\"https://a.example/x\\",\\"jump_url_type\\":2}")',
    ]);
    expect(logLines()[0]).toBe(
      'android.getAdvMsg("{\\"jump_url\\":\\"https://a.example/x\\",\\"jump_url_type\\":2}")',
    );
  });

  it('switches to the iOS shape from the panel', () => {
    const { win, bridge, simulator, buttonNamed } = start();
    buttonNamed(SIMULATOR_TEXT.ios).click();
    expect(simulator.platform()).toBe('ios');
    expect(win.android).toBeUndefined();
    expect(buttonNamed(SIMULATOR_TEXT.ios).getAttribute('aria-pressed')).toBe('true');
    bridge.closeAdv();
    bridge.getAdvMsg({ jump_url: 'kanqiu://m/1', jump_url_type: 1 });
    expect(texts(simulator)).toEqual([
      'to-host webkit.messageHandlers.closeAdv.postMessage(null)',
      'to-host webkit.messageHandlers.getAdvMsg.postMessage({"jump_url":"kanqiu://m/1","jump_url_type":1})',
    ]);
  });

  it('plays iOS first in an iPhone user agent (devtools device mode)', () => {
    const { simulator, win } = start(pageWindow(IPHONE_UA));
    expect(simulator.platform()).toBe('ios');
    expect(typeof win.webkit?.messageHandlers?.refreshEnd?.postMessage).toBe('function');
  });

  it('plays WebKit strictly: a post without a body throws as in a WKWebView', () => {
    const { win, simulator } = start();
    simulator.setPlatform('ios');
    const closeAdv = win.webkit?.messageHandlers?.closeAdv;
    if (!closeAdv) throw new Error('no fake iOS handler');
    expect(() => Reflect.apply(closeAdv.postMessage, closeAdv, [])).toThrow(TypeError);
  });

  it("calls the page's host functions from its buttons, as the native host would", () => {
    const { bridge, simulator, buttonNamed } = start();
    bridge.handle('refresh', () => bridge.refreshEnd());
    let socketClosed = 0;
    let advertHidden = 0;
    bridge.handle('closeSocket', () => socketClosed++);
    bridge.handle('unshowAdv', () => advertHidden++);
    bridge.handle('getPageHeight', () => 1234);
    buttonNamed(SIMULATOR_TEXT.refresh).click();
    buttonNamed(SIMULATOR_TEXT.closeSocket).click();
    buttonNamed(SIMULATOR_TEXT.unshowAdv).click();
    buttonNamed(SIMULATOR_TEXT.getPageHeight).click();
    expect(texts(simulator)).toEqual([
      'to-page window.refresh()',
      'to-host android.refreshEnd()',
      'to-page window.closeSocket()',
      'to-page window.unshowAdv()',
      'to-page window.getPageHeight()',
      'to-host android.deliverPageHeight("1234")',
    ]);
    expect([socketClosed, advertHidden]).toEqual([1, 1]);
  });

  it('sends the typed token and shows what was stored', () => {
    const { win, simulator, buttonNamed, inputNamed } = start();
    inputNamed(SIMULATOR_TEXT.tokenLabel).value = 'dev-token';
    buttonNamed(SIMULATOR_TEXT.sendToken).click();
    expect(win.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('Bearer dev-token');
    expect(texts(simulator)).toEqual([
      'to-page window.sendToken("dev-token")',
      `note ${SIMULATOR_TEXT.storedToken}Bearer dev-token`,
    ]);
  });

  it('sends a test toast with the typed text or none', () => {
    const { bridge, buttonNamed, inputNamed } = start();
    const toasts: string[] = [];
    bridge.handle('testToast', (message) => toasts.push(message));
    buttonNamed(SIMULATOR_TEXT.testToast).click();
    inputNamed(SIMULATOR_TEXT.toastLabel).value = '比赛开始';
    buttonNamed(SIMULATOR_TEXT.testToast).click();
    expect(toasts).toEqual([BRIDGE_TEXT.testToastDefault, '比赛开始']);
  });

  it('renders hostile arguments as text, never as HTML', () => {
    const { bridge, root, logLines, buttonNamed, inputNamed } = start();
    const hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
    bridge.getMatchId(hostile);
    inputNamed(SIMULATOR_TEXT.tokenLabel).value = hostile;
    buttonNamed(SIMULATOR_TEXT.sendToken).click();
    expect(root.querySelector('.log img, .log script')).toBeNull();
    expect(logLines().some((line) => line?.includes('<img src=x onerror='))).toBe(true);
  });

  it('notes a host function the page has not installed', () => {
    const win = pageWindow();
    const simulator = installHostSimulator({ window: win, logger: quiet });
    simulator?.callPage('refresh');
    expect(simulator?.entries().map((e) => e.text)).toEqual([
      `${SIMULATOR_TEXT.notInstalled}window.refresh`,
    ]);
  });

  it('keeps only the newest entries', () => {
    const { bridge, simulator, logLines } = start();
    bridge.getMatchId('oldest');
    for (let i = 0; i < SIMULATOR_LOG_LIMIT; i++) bridge.refreshEnd();
    const entries = simulator.entries();
    expect(entries).toHaveLength(SIMULATOR_LOG_LIMIT);
    expect(entries.every((entry) => entry.text === 'android.refreshEnd()')).toBe(true);
    expect(logLines()).toHaveLength(SIMULATOR_LOG_LIMIT);
  });

  it('cuts a very long argument with an ellipsis', () => {
    const { bridge, simulator } = start();
    bridge.getMatchId('x'.repeat(SIMULATOR_TEXT_LIMIT * 2));
    const text = simulator.entries()[0]?.text ?? '';
    expect(text).toHaveLength(SIMULATOR_TEXT_LIMIT + 1);
    expect(text.startsWith('android.getMatchId("xxx')).toBe(true);
    expect(text.endsWith('x…')).toBe(true);
  });

  it('clears its log from the panel', () => {
    const { bridge, simulator, buttonNamed, root } = start();
    bridge.refreshEnd();
    buttonNamed(SIMULATOR_TEXT.clear).click();
    expect(simulator.entries()).toEqual([]);
    expect(root.querySelector('.log')?.textContent).toBe(SIMULATOR_TEXT.empty);
  });

  it('removes its panel and fake host when destroyed', () => {
    const { win, bridge, simulator } = start();
    simulator.destroy();
    expect(win.document.getElementById(SIMULATOR_ELEMENT_ID)).toBeNull();
    expect(bridge.hasNativeHost()).toBe(false);
    expect('android' in win).toBe(false);
  });
});
