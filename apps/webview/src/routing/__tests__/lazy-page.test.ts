import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { forgetPage, startPageLoad } from '../lazy-page';

const Page: ComponentType = () => null;

describe('startPageLoad', () => {
  it("asks for a route's code once, however often the load is started", async () => {
    const load = vi.fn(async () => Page);
    const first = startPageLoad('/once', load);
    const second = startPageLoad('/once', load);
    expect(second).toBe(first);
    expect((await first).default).toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load is forgotten', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    await expect(startPageLoad('/retry', load)).rejects.toThrow('offline');
    forgetPage('/retry');
    expect((await startPageLoad('/retry', load)).default).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands the page over in a task after the one its code arrived in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const loaded = startPageLoad('/later', async () => Page);
      let page: ComponentType | null = null;
      void loaded.then((module) => {
        page = module.default;
      });
      // Every microtask of the task that delivered the code has run.
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(page).toBeNull();
      await vi.advanceTimersByTimeAsync(0);
      expect(page).toBe(Page);
    } finally {
      vi.useRealTimers();
    }
  });
});
