import { DEFAULT_URL_POLICY } from '@kanqiu/core';
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../app/services';
import { ServicesProvider } from '../../../app/services-context';
import { MatchBanner } from '../match-banner';

describe('MatchBanner', () => {
  let root: Root;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    root = createRoot(document.createElement('div'));
  });

  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it('asks for the adverts in a task after the one that runs the frame’s effects', async () => {
    const call = vi.fn(() => Promise.resolve([]));
    const services = {
      api: { call },
      bridge: {},
      config: { apiBase: '', urlPolicy: DEFAULT_URL_POLICY },
      store: createStore(),
    } as unknown as AppServices;

    await act(async () => {
      root.render(
        <ServicesProvider services={services}>
          <MatchBanner carouselReady={false} />
        </ServicesProvider>,
      );
    });
    expect(call).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(0);
    });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
