import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { Clock } from './clock/clock';
import { readConfig } from './config';
import type { Catalog } from './data/catalog';
import { STORYBOOK_PREFIX } from './http/storybook-static';
import { createKanqiuServer, type KanqiuServer } from './server';
import { SOCKET_PATH } from './socket/live-socket-server';

/** Options of {@link startServer}. */
export interface StartOptions {
  env: NodeJS.ProcessEnv;
  /** Loads the data; called once, and timed. */
  loadCatalog: () => Catalog;
  clock?: Clock;
  log?: boolean;
}

/** A started server and what to tell the person who started it. */
export interface StartedServer {
  server: KanqiuServer;
  port: number;
  /** Milliseconds the catalog took to load. */
  loadMs: number;
  /**
   * Resolves with the milliseconds since start-up when every replay has been converted in the
   * background (replays convert their events on first use; this gets it done before anyone asks).
   */
  replaysReady: Promise<number>;
  /** Lines to print: where to open the app, a live match, the API and the socket. */
  banner: string[];
}

/** The webview route of a sport's live page (hash routing, the query inside the hash). */
const LIVE_ROUTE = {
  football: '/#/pages/soccer/live/live',
  basketball: '/#/pages/basketball/live/live',
} as const;

/**
 * Starts the server as `main` does: configuration from `env`, the catalog loaded once, listening,
 * and the lines that say what to open.
 *
 * @throws Error when the configuration cannot be used or the port cannot be bound.
 */
export async function startServer(options: StartOptions): Promise<StartedServer> {
  const config = readConfig(options.env);
  const loadStart = performance.now();
  const catalog = options.loadCatalog();
  const loadMs = Math.round(performance.now() - loadStart);
  const server = await createKanqiuServer({
    catalog,
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  const port = await server.listen();
  const replaysReady = warmReplays(catalog, server).then(() =>
    Math.round(performance.now() - loadStart),
  );
  return { server, port, loadMs, replaysReady, banner: startBanner(server, port, catalog) };
}

/**
 * Converts the replays one at a time between other work (a match's first page needs its events
 * converted, ~10 ms a match), so calls find them ready. Stops when the server stops listening.
 */
async function warmReplays(catalog: Catalog, server: KanqiuServer): Promise<void> {
  for (const match of catalog.matches) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!server.app.server.listening) return;
    void match.changePoints;
  }
}

function startBanner(server: KanqiuServer, port: number, catalog: Catalog): string[] {
  const local = `http://localhost:${port}`;
  const now = server.clock.now();
  // The schedule alone says which match is live: no page needs to be built for the banner.
  const entries = catalog.matches
    .filter((match) => server.schedule.has(match.id))
    .map((match) => ({ match, position: server.schedule.position(match.id, now) }))
    .filter((entry) => entry.position.state === 'live')
    .sort((a, b) => a.position.kickoffMs - b.position.kickoffMs)
    .map(({ match }) => ({
      sport: match.sport,
      state: 'live',
      match_id: match.id,
      home_team: match.home,
      away_team: match.away,
    }));
  const lines = [
    `看球 kanqiu server ready — replay speed ${server.config.replaySpeed}x, seed ${server.config.replaySeed}, ${server.provider.facts().matches} matches`,
    `  Open the app:  ${local}/   (use a phone-sized window, e.g. 390×844 in the browser's device toolbar)`,
  ];
  for (const sport of ['football', 'basketball'] as const) {
    const live = entries.find((entry) => entry.sport === sport && entry.state === 'live');
    if (live) {
      lines.push(
        `  Live ${sport === 'football' ? '足球' : '篮球'}:  ${local}${LIVE_ROUTE[sport]}?match_id=${live.match_id}   (${live.home_team.name} vs ${live.away_team.name})`,
      );
    }
  }
  if (existsSync(join(server.config.storybookDir, 'index.html'))) {
    lines.push(`  Storybook (ui components, for designers):  ${local}${STORYBOOK_PREFIX}`);
  }
  const lan = server.config.host === '0.0.0.0' ? lanAddress() : null;
  if (lan) lines.push(`  On a phone on this network:  http://${lan}:${port}/`);
  lines.push(
    `  Matches: ${local}/api/matches   API: ${local}/api   Socket: ws://localhost:${port}${SOCKET_PATH}   Health: ${local}/healthz`,
  );
  return lines;
}

function lanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return null;
}
