import { type Bridge, installBridge } from '@kanqiu/bridge';
import {
  createApi,
  createHttpClient,
  type HttpClient,
  type KanqiuApi,
  LiveSocket,
} from '@kanqiu/net';
import { bindNetStore, showAdvAtom } from '@kanqiu/net/jotai';
import { showToast } from '@kanqiu/ui';
import { createStore } from 'jotai/vanilla';
import { SHELL_TEXT } from '../shell/texts';
import type { AppConfig } from './config';
import { refreshCurrentPage } from './page-refresh';

/** The app's single instances: one store, one HTTP client, one live socket, one bridge. */
export interface AppServices {
  config: AppConfig;
  store: ReturnType<typeof createStore>;
  client: HttpClient;
  api: KanqiuApi;
  live: LiveSocket;
  bridge: Bridge;
}

/** Reloads what the page shows and reopens its socket, then tells the host (seed §4, §7). */
async function refreshAll(services: AppServices): Promise<void> {
  const { live } = services;
  const reopen = live.scene ? live.reconnect().catch(() => undefined) : Promise.resolve();
  await Promise.all([refreshCurrentPage(), reopen]);
}

/** Creates the services and wires the host-callable functions to them. */
export function createServices(config: AppConfig): AppServices {
  const store = createStore();
  const client = createHttpClient({
    baseUrl: config.apiBase,
    onToast: (message) => showToast(message),
  });
  const api = createApi(client);
  const live = new LiveSocket({
    url: () => config.socketUrl,
    subscribe: (request) => api.userScene(request),
    reconnectDelayMs: config.socketReconnectDelayMs,
  });
  bindNetStore(store, { client, socket: live });
  const bridge = installBridge();
  const services: AppServices = { config, store, client, api, live, bridge };

  // A reconnect after a drop brings the page up to date by itself (seed §4).
  live.on('refresh', () => void refreshCurrentPage());

  bridge.handle('refresh', async () => {
    await refreshAll(services);
    bridge.refreshEnd();
  });
  bridge.handle('sendToken', () => void refreshCurrentPage());
  bridge.handle('closeSocket', () => void live.close().catch(() => undefined));
  bridge.handle('getPageHeight', () => Math.ceil(document.documentElement.scrollHeight));
  bridge.handle('unshowAdv', () => store.set(showAdvAtom, false));
  bridge.handle('testToast', (message) => showToast(message || SHELL_TEXT.testToast));
  return services;
}
