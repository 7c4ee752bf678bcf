import type { Clock } from '../clock/clock';
import type { ReferenceData } from '../data/reference-data';
import type { VenueDirectory } from '../data/venues/load-venues';
import type { IngestService } from '../ingest/ingest-service';
import type { CityDirectory } from '../location/city-directory';
import type { MatchProvider } from '../provider/match-provider';
import type { SceneFeed } from '../scenes/scene-feed';
import type { LiveSocketServer } from '../socket/live-socket-server';
import type { UserStore } from '../store/user-store';
import type { WebLogRing } from '../web-log/web-log-ring';
import type { AbuseGuards } from './abuse-guards';
import type { AddressBuckets } from './address-buckets';

/** What the HTTP routes work with. */
export interface ServerContext {
  /** Every match served (replayed or ingested): the only way a route learns of matches. */
  provider: MatchProvider;
  /** What the data holds besides the served matches: models, leagues, teams, history. */
  catalog: ReferenceData;
  /** Where scene pages come from: the hub itself in one process, the Redis relay in many. */
  feed: SceneFeed;
  sockets: LiveSocketServer;
  clock: Clock;
  webLog: WebLogRing;
  /** Unix ms of start-up. */
  startedAt: number;
  /** True when the debug calls under `/api/debug/` (moving a match, reading the web-log) are served. */
  debug: boolean;
  /** The web-log calls each client address has left. */
  webLogLimit: AddressBuckets;
  /** The per-address budgets of write calls, uploads and invitation codes. */
  guards: AbuseGuards;
  /** Count clients by the last `X-Forwarded-For` hop. */
  trustProxy: boolean;
  /**
   * Live ingest when `INGEST_KEY` is set: the service, the operator key, and the calls each client
   * address has left; `null`: ingest is off and its paths do not exist.
   */
  ingest: { service: IngestService; key: string; limit: AddressBuckets } | null;
  /** Users, cheers, invitations, feedback, chosen cities. */
  store: UserStore;
  /** The venues of the stadium data. */
  venues: VenueDirectory;
  /** The cities of the location chooser. */
  cities: CityDirectory;
  /** The download links this deployment offers (`null`: none). */
  appLinks: { apkUrl: string | null; appStoreUrl: string | null };
}
