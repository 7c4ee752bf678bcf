import { describe, expect, it } from 'vitest';
import {
  checkAppUrl,
  checkBannerJump,
  checkImageUrl,
  checkWebUrl,
  DEFAULT_URL_POLICY,
  type UrlPolicy,
} from '../index';

const DEV: UrlPolicy = {
  ...DEFAULT_URL_POLICY,
  httpHosts: ['localhost', '127.0.0.1:8080'],
  imageHosts: ['img.kanqiu.example', 'localhost'],
  ownOrigins: ['https://m.kanqiu.example', 'http://127.0.0.1:8765'],
};

describe('url policy', () => {
  it('lets web jumps go to https pages and paths of the app, http only to the development hosts', () => {
    for (const url of [
      'https://www.fifa.com/worldcup/',
      'HTTPS://example.com:8443/a?b=1#c',
      '/#/pages/leagueData/leagueData',
      'https://[2001:db8::1]/',
    ]) {
      expect(checkWebUrl(url, DEFAULT_URL_POLICY), url).toEqual({ ok: true, url });
    }
    expect(checkWebUrl('http://example.com/', DEFAULT_URL_POLICY)).toEqual({
      ok: false,
      reason: 'host',
    });
    expect(checkWebUrl('http://localhost:5173/', DEV).ok).toBe(true);
    expect(checkWebUrl('http://127.0.0.1:8080/x', DEV).ok).toBe(true);
    expect(checkWebUrl('http://127.0.0.1:9999/x', DEV)).toEqual({ ok: false, reason: 'host' });
    expect(checkWebUrl('http://127.0.0.1:8765/#/', DEV).ok).toBe(true);
  });

  it('refuses scripts, intents, files and anything a browser would read differently', () => {
    const refused: Array<[string, string]> = [
      ['javascript:alert(1)', 'scheme'],
      ['JaVaScRiPt:alert(1)', 'scheme'],
      [' javascript:alert(1)', 'malformed'],
      ['java\tscript:alert(1)', 'malformed'],
      ['java\nscript:alert(1)', 'malformed'],
      ['\u0000javascript:alert(1)', 'malformed'],
      ['\ufeffjavascript:alert(1)', 'malformed'],
      ['intent://scan/#Intent;scheme=zxing;package=com.evil;end', 'scheme'],
      ['data:text/html,<script>alert(1)</script>', 'scheme'],
      ['vbscript:msgbox(1)', 'scheme'],
      ['file:///etc/passwd', 'scheme'],
      ['//evil.example/x', 'malformed'],
      ['/\\evil.example', 'malformed'],
      ['https:\\\\evil.example', 'malformed'],
      ['https:evil.example', 'malformed'],
      ['https://kanqiu.example@evil.example/', 'credentials'],
      ['https://evil.example:99999/', 'malformed'],
      ['https://', 'malformed'],
      ['', 'malformed'],
      [`https://example.com/${'a'.repeat(3_000)}`, 'malformed'],
    ];
    for (const [url, reason] of refused) {
      expect(checkWebUrl(url, DEV), JSON.stringify(url)).toEqual({ ok: false, reason });
    }
    expect(checkWebUrl(42, DEV)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkWebUrl(null, DEV)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('lets app jumps use only the app scheme or a route of the app', () => {
    expect(checkAppUrl('kanqiu://match/2058017', DEFAULT_URL_POLICY).ok).toBe(true);
    expect(checkAppUrl('KANQIU://open?path=%2Fpages', DEFAULT_URL_POLICY).ok).toBe(true);
    expect(checkAppUrl('/pages/soccer/live/live?match_id=2058017', DEFAULT_URL_POLICY).ok).toBe(
      true,
    );
    for (const url of [
      'intent://x#Intent;end',
      'javascript:alert(1)',
      'https://example.com/',
      'kanqiux://match/1',
      'tel:10086',
    ]) {
      expect(checkAppUrl(url, DEFAULT_URL_POLICY), url).toEqual({ ok: false, reason: 'scheme' });
    }
  });

  it('takes images only from the app, its configured hosts and, when allowed, data URLs', () => {
    expect(checkImageUrl('/static/banners/worldcup-final.svg', DEFAULT_URL_POLICY).ok).toBe(true);
    expect(checkImageUrl('http://127.0.0.1:8765/static/banners/a.svg', DEV).ok).toBe(true);
    expect(checkImageUrl('https://img.kanqiu.example/a.png', DEV).ok).toBe(true);
    expect(checkImageUrl('http://localhost/a.png', DEV).ok).toBe(true);
    expect(checkImageUrl('https://tracker.example/pixel.gif', DEV)).toEqual({
      ok: false,
      reason: 'host',
    });
    expect(checkImageUrl('http://img.kanqiu.example/a.png', DEV)).toEqual({
      ok: false,
      reason: 'host',
    });
    expect(checkImageUrl('data:image/png;base64,iVBORw0KGgo=', DEFAULT_URL_POLICY).ok).toBe(false);
    expect(
      checkImageUrl('data:image/svg+xml;charset=utf-8,%3Csvg%3E', {
        ...DEFAULT_URL_POLICY,
        dataImages: true,
      }).ok,
    ).toBe(true);
    expect(
      checkImageUrl('data:text/html,<script>', { ...DEFAULT_URL_POLICY, dataImages: true }).ok,
    ).toBe(false);
  });

  it('checks a banner jump by its kind', () => {
    const policy = DEFAULT_URL_POLICY;
    expect(checkBannerJump({ jump_url: 'kanqiu://invite', jump_url_type: 1 }, policy).ok).toBe(
      true,
    );
    expect(checkBannerJump({ jump_url: 'kanqiu://invite', jump_url_type: 2 }, policy).ok).toBe(
      false,
    );
    expect(checkBannerJump({ jump_url: 'https://a.example/', jump_url_type: 1 }, policy).ok).toBe(
      false,
    );
    expect(checkBannerJump({ jump_url: 'https://a.example/', jump_url_type: 2 }, policy).ok).toBe(
      true,
    );
    expect(checkBannerJump({ jump_url: 'https://a.example/', jump_url_type: 3 }, policy).ok).toBe(
      false,
    );
  });
});
