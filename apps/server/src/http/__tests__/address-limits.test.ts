import { describe, expect, it } from 'vitest';
import { AddressBuckets } from '../address-buckets';
import { addressKey } from '../client-address';
import { originAllowed } from '../origin-rule';

describe('addressKey', () => {
  it('counts IPv4-mapped IPv6 as IPv4 and an IPv6 client by its /64', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('AddressBuckets', () => {
  it('lets a burst through, then the steady rate, and says when the next token comes', () => {
    const buckets = new AddressBuckets({ capacity: 3, perSecond: 0.5 });
    const at = (ms: number) => buckets.take('a', ms);
    expect([at(0), at(0), at(0)].every((verdict) => verdict.ok)).toBe(true);
    expect(at(0)).toEqual({ ok: false, retryAfterSec: 2 });
    expect(at(1_000)).toEqual({ ok: false, retryAfterSec: 1 });
    expect(at(2_000).ok).toBe(true);
    expect(buckets.take('b', 2_000).ok).toBe(true);
  });

  it('remembers a bounded number of addresses', () => {
    const buckets = new AddressBuckets({ capacity: 1, perSecond: 1 }, 100);
    for (let i = 0; i < 10_000; i++) buckets.take(`10.0.${i >> 8}.${i & 255}`, 0);
    expect(buckets.size).toBe(100);
  });
});

describe('originAllowed', () => {
  it('lets in no Origin, the server’s own, and the listed ones', () => {
    const list = ['https://m.kanqiu.example'];
    expect(originAllowed(list, undefined, 'api.kanqiu.example')).toBe(true);
    expect(originAllowed(list, 'https://api.kanqiu.example', 'api.kanqiu.example')).toBe(true);
    expect(originAllowed(list, 'https://m.kanqiu.example', 'api.kanqiu.example')).toBe(true);
    expect(originAllowed(list, 'https://evil.example', 'api.kanqiu.example')).toBe(false);
    expect(originAllowed(false, 'https://m.kanqiu.example', 'api.kanqiu.example')).toBe(false);
    expect(originAllowed(true, 'https://evil.example', 'api.kanqiu.example')).toBe(true);
    expect(originAllowed(list, 'null', 'api.kanqiu.example')).toBe(false);
  });
});
