import { vi } from 'vitest';

/**
 * Retries an assertion until it passes: frames and requests travel over real loopback sockets, which
 * take longer when the whole test suite shares two cores.
 */
export function eventually<T>(assertion: () => T): Promise<T> {
  return vi.waitFor(assertion, { timeout: 5_000, interval: 20 });
}
