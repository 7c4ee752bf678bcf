import type { Clock } from '../clock/clock';
import type { ReplaySchedule } from '../clock/replay-schedule';
import type { Catalog } from '../data/catalog';
import type { SceneHub } from '../replay/scene-hub';
import type { LiveSocketServer } from '../socket/live-socket-server';
import type { WebLogRing } from '../web-log/web-log-ring';

/** What the HTTP routes work with. */
export interface ServerContext {
  catalog: Catalog;
  schedule: ReplaySchedule;
  hub: SceneHub;
  sockets: LiveSocketServer;
  clock: Clock;
  webLog: WebLogRing;
  /** Unix ms of start-up. */
  startedAt: number;
  /** True when the test-only debug calls (moving a match in its replay) are served. */
  debug: boolean;
  /** Pushes whatever the replay changed, at once (after a seek). */
  tick(): void;
}
