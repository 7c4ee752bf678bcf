import { parseArgs } from 'node:util';
import { loadCatalog } from '../data/index';
import { playFeed } from '../feeder/feed-client';
import { replayFeed } from '../feeder/replay-feed';

const USAGE = `Usage: pnpm --filter @kanqiu/server ingest:feed --match <wyscout id> [--as <match id>]
  [--speed 30] [--until <match second>] [--url http://localhost:8080] [--key $INGEST_KEY]

Plays a replayed World Cup 2018 match through the live-ingest endpoint, derived from the same
reduced Wyscout data the replay uses. Start the server with INGEST_KEY set and the replay off for
that match (REPLAY_MATCHES_OFF=<id>), or feed it under another id with --as. A stopped feed resumes
where the server stands. --speed 0 sends everything at once.`;

/** `pnpm --filter @kanqiu/server ingest:feed …`: see {@link USAGE}. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      match: { type: 'string' },
      as: { type: 'string' },
      speed: { type: 'string', default: '30' },
      until: { type: 'string' },
      url: { type: 'string', default: 'http://localhost:8080' },
      key: { type: 'string', default: process.env.INGEST_KEY ?? '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.match || !values.key) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const speed = Number(values.speed);
  const until = values.until === undefined ? undefined : Number(values.until);
  if (!(speed >= 0) || (until !== undefined && !Number.isFinite(until))) {
    console.error('--speed must be 0 or more, --until a number of seconds');
    process.exit(2);
  }
  const match = loadCatalog().match(values.match);
  if (match?.sport !== 'football') {
    console.error(`no replayed football match ${values.match}`);
    process.exit(2);
  }
  const feed = replayFeed(match, values.as ?? match.id);
  console.log(
    `feeding ${match.home.name} vs ${match.away.name} as ${feed.match.match_id}: ${feed.events.length} events at ${speed}x to ${values.url}`,
  );
  const outcome = await playFeed(feed, {
    url: values.url.replace(/\/$/, ''),
    key: values.key,
    speed,
    ...(until === undefined ? {} : { until }),
    say: (line) => console.log(line),
  });
  console.log(
    `done: ${outcome.sent} sent, ${outcome.skipped} already there, last seq ${outcome.lastSeq}`,
  );
}

main().catch((error: unknown) => {
  console.error(`[kanqiu] the feed stopped: ${(error as Error).message ?? error}`);
  process.exit(1);
});
