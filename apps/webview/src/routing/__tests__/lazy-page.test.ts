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
});
