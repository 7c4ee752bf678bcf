import { TOKEN_STORAGE_KEY } from '@kanqiu/core';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyTokenChange } from '../../user/token-events';
import { AlertWatcherSlot } from '../alert-watcher-slot';
import { writeDeviceFollows } from '../device-follows';
import { DEVICE_FOLLOWS_KEY } from '../device-follows-key';

// The watcher itself (its calls, its socket) is not what is tested here: only when its code loads.
vi.mock('../alert-watcher', () => ({
  AlertWatcher: () => createElement('p', { id: 'watcher' }, '提醒'),
}));
// The idle moment comes at once.
vi.mock('../../app/when-idle', () => ({
  whenIdle: (work: () => void) => {
    work();
    return () => undefined;
  },
}));

const FOLLOW = {
  kind: 'team',
  id: '1',
  name: '法国',
  followed_at: '2018-07-15T00:00:00Z',
} as const;

let root: Root | null = null;

async function mountSlot(): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(createElement(AlertWatcherSlot)));
}

/**
 * Lets the gate's and the watcher's dynamic imports settle: whether the watcher has rendered within
 * a generous wait (it returns as soon as it has).
 */
async function settle(): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (document.getElementById('watcher') !== null) return true;
    await act(async () => new Promise((done) => setTimeout(done, 10)));
  }
  return document.getElementById('watcher') !== null;
}

describe('AlertWatcherSlot', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.clear();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('loads the watcher at once for a fan who follows something on the device', async () => {
    localStorage.setItem(DEVICE_FOLLOWS_KEY, JSON.stringify({ follows: [FOLLOW], alerts: null }));
    await mountSlot();
    expect(await settle()).toBe(true);
  });

  it('loads nothing for a fan known to follow nothing, then loads once a follow is made here', async () => {
    await mountSlot();
    expect(await settle()).toBe(false);
    // Clearing the device's follows is no reason to watch.
    writeDeviceFollows(null);
    expect(await settle()).toBe(false);
    writeDeviceFollows({ follows: [FOLLOW], alerts: null });
    expect(await settle()).toBe(true);
  });

  it('loads once the host gives a token (the account may follow something)', async () => {
    await mountSlot();
    notifyTokenChange();
    expect(await settle()).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'Bearer a-token');
    notifyTokenChange();
    expect(await settle()).toBe(true);
  });

  it('loads once another tab keeps a follow', async () => {
    await mountSlot();
    expect(await settle()).toBe(false);
    localStorage.setItem(DEVICE_FOLLOWS_KEY, JSON.stringify({ follows: [FOLLOW], alerts: null }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: DEVICE_FOLLOWS_KEY, storageArea: localStorage }),
    );
    expect(await settle()).toBe(true);
  });
});
