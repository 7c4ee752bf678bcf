import { describe, expect, it } from 'vitest';
import { isUserToken, readBearerToken } from '../index';

describe('readBearerToken', () => {
  it('reads the token of a Bearer header, whatever the case of the scheme', () => {
    expect(readBearerToken('Bearer 3f9c1e7a-host-token')).toEqual({
      status: 'valid',
      token: '3f9c1e7a-host-token',
    });
    expect(readBearerToken('bearer eyJhbGciOiJIUzI1NiJ9.e30.sig')).toEqual({
      status: 'valid',
      token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
    });
  });

  it('says missing for no header or a blank one', () => {
    expect(readBearerToken(undefined)).toEqual({ status: 'missing' });
    expect(readBearerToken('')).toEqual({ status: 'missing' });
    expect(readBearerToken('   ')).toEqual({ status: 'missing' });
  });

  it('says invalid for another scheme, a short token, spaces or non-ASCII', () => {
    expect(readBearerToken('Basic dXNlcjpwYXNz')).toEqual({ status: 'invalid' });
    expect(readBearerToken('Bearer')).toEqual({ status: 'invalid' });
    expect(readBearerToken('Bearer abc')).toEqual({ status: 'invalid' });
    expect(readBearerToken('Bearer two words-token')).toEqual({ status: 'invalid' });
    expect(readBearerToken('Bearer 令牌令牌令牌令牌令牌')).toEqual({ status: 'invalid' });
    expect(readBearerToken(`Bearer ${'a'.repeat(4097)}`)).toEqual({ status: 'invalid' });
  });
});

describe('isUserToken', () => {
  it('takes 8 to 4096 visible ASCII characters', () => {
    expect(isUserToken('a'.repeat(7))).toBe(false);
    expect(isUserToken('a'.repeat(8))).toBe(true);
    expect(isUserToken('a'.repeat(4096))).toBe(true);
    expect(isUserToken('abc~+/=_-.!x')).toBe(true);
    expect(isUserToken('abcdefgh\n')).toBe(false);
  });
});
