import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from '../config';

describe('readConfig', () => {
  it('uses the defaults when nothing is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      replaySpeed: 30,
      replaySeed: 2018,
      replayDebug: false,
      corsOrigin: true,
    });
    expect(config.replayStarts.size).toBe(0);
    expect(config.webviewDir).toMatch(/apps\/webview\/dist\/$/);
    expect(config.publicDir).toMatch(/apps\/server\/public\/$/);
    expect(config.storeDir).toMatch(/apps\/server\/\.data\/$/);
    expect(config).toMatchObject({ apkUrl: null, appStoreUrl: null });
  });

  it('reads the store folder and the download links', () => {
    expect(
      readConfig({
        KANQIU_STORE_DIR: '/var/lib/kanqiu',
        KANQIU_APK_URL: 'https://downloads.example.com/kanqiu-1.0.0.apk',
        KANQIU_APP_STORE_URL: 'https://apps.example.com/app/kanqiu',
      }),
    ).toMatchObject({
      storeDir: '/var/lib/kanqiu',
      apkUrl: 'https://downloads.example.com/kanqiu-1.0.0.apk',
      appStoreUrl: 'https://apps.example.com/app/kanqiu',
    });
    expect(() => readConfig({ KANQIU_APK_URL: 'ftp://example.com/a.apk' })).toThrow(
      /KANQIU_APK_URL must be an http\(s\) URL/,
    );
    expect(() => readConfig({ KANQIU_APP_STORE_URL: 'not a url' })).toThrow(/KANQIU_APP_STORE_URL/);
  });

  it('reads the Storybook folder, by default the ui package build', () => {
    expect(readConfig({}).storybookDir).toMatch(/packages\/ui\/storybook-static\/$/);
    expect(readConfig({ STORYBOOK_DIR: ' /srv/storybook ' }).storybookDir).toBe('/srv/storybook');
  });

  it('keeps the fair socket limits unless told otherwise, and reads the ones a load test moves', () => {
    expect(readConfig({}).socketLimits).toEqual({
      ...DEFAULT_CONFIG.socketLimits,
      maxClients: 1_000,
      maxClientsPerAddress: 50,
      connectRate: { capacity: 20, perSecond: 2 },
    });
    const limits = readConfig({
      SOCKET_MAX_CLIENTS: '5000',
      SOCKET_PER_ADDRESS_MAX: '4000',
      SOCKET_CONNECT_BURST: '3000',
      SOCKET_CONNECT_PER_SEC: '500',
    }).socketLimits;
    expect(limits).toMatchObject({
      maxClients: 5_000,
      maxClientsPerAddress: 4_000,
      connectRate: { capacity: 3_000, perSecond: 500 },
      maxSubscriptions: 16,
      heartbeatMs: 30_000,
    });
    expect(() => readConfig({ SOCKET_PER_ADDRESS_MAX: '0' })).toThrow(/SOCKET_PER_ADDRESS_MAX/);
    expect(() => readConfig({ SOCKET_CONNECT_PER_SEC: '1.5' })).toThrow(/SOCKET_CONNECT_PER_SEC/);
  });

  it('reads the database and Redis addresses, and names the variable without its value', () => {
    expect(readConfig({})).toMatchObject({ databaseUrl: null, redisUrl: null });
    expect(
      readConfig({
        DATABASE_URL: 'postgres://kanqiu:secret@db.internal:5432/kanqiu',
        REDIS_URL: 'redis://cache.internal:6379',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://kanqiu:secret@db.internal:5432/kanqiu',
      redisUrl: 'redis://cache.internal:6379',
    });
    expect(() => readConfig({ DATABASE_URL: 'mysql://kanqiu:secret@db/kanqiu' })).toThrow(
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
    expect(() => readConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
  });

  it('runs one process unless told otherwise, and several only with Redis', () => {
    expect(readConfig({}).processes).toBe(1);
    expect(
      readConfig({ KANQIU_PROCESSES: '4', REDIS_URL: 'redis://127.0.0.1:6379' }).processes,
    ).toBe(4);
    expect(() => readConfig({ KANQIU_PROCESSES: '2' })).toThrow(
      /KANQIU_PROCESSES above 1 needs REDIS_URL/,
    );
    expect(() => readConfig({ KANQIU_PROCESSES: '0', REDIS_URL: 'redis://h' })).toThrow(
      /KANQIU_PROCESSES/,
    );
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      REPLAY_SPEED: '120.5',
      REPLAY_SEED: '7',
      REPLAY_START: '2058017:1020, 401656359:-60',
      REPLAY_DEBUG: '1',
      CORS_ORIGIN: 'http://localhost:5173,http://127.0.0.1:5173',
      WEBVIEW_DIR: '/tmp/dist',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      replaySpeed: 120.5,
      replaySeed: 7,
      replayDebug: true,
      corsOrigin: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      webviewDir: '/tmp/dist',
      logLevel: 'warn',
    });
    expect([...config.replayStarts]).toEqual([
      ['2058017', 1020],
      ['401656359', -60],
    ]);
    expect(readConfig({ CORS_ORIGIN: 'off' }).corsOrigin).toBe(false);
  });

  it('names the variable that cannot be used', () => {
    expect(() => readConfig({ PORT: '80a' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ REPLAY_SPEED: '0' })).toThrow(/REPLAY_SPEED/);
    expect(() => readConfig({ REPLAY_SPEED: 'fast' })).toThrow(/REPLAY_SPEED/);
    expect(() => readConfig({ REPLAY_SEED: '-1' })).toThrow(/REPLAY_SEED/);
    expect(() => readConfig({ REPLAY_START: '2058017=10' })).toThrow(/REPLAY_START/);
    expect(() => readConfig({ REPLAY_DEBUG: 'maybe' })).toThrow(/REPLAY_DEBUG/);
  });

  it('does not change the defaults it starts from', () => {
    readConfig({ PORT: '1' });
    expect(DEFAULT_CONFIG.port).toBe(8080);
  });

  it('reads which replayed matches are off and the ingest key', () => {
    expect(readConfig({}).replayOff).toEqual(new Set());
    expect(readConfig({ REPLAY: 'off' }).replayOff).toBe('all');
    expect(readConfig({ REPLAY_MATCHES_OFF: '2058017, 401656359' }).replayOff).toEqual(
      new Set(['2058017', '401656359']),
    );
    expect(() => readConfig({ REPLAY: 'maybe' })).toThrow(/REPLAY/);
    expect(readConfig({}).ingestKey).toBeNull();
    expect(readConfig({ INGEST_KEY: ' a-long-operator-key-1 ' }).ingestKey).toBe(
      'a-long-operator-key-1',
    );
    expect(() => readConfig({ INGEST_KEY: 'short' })).toThrow(/INGEST_KEY/);
  });
});
