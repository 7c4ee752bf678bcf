import type { Clock } from '../clock/clock';
import { IngestProvider } from './ingest-provider';
import { IngestService } from './ingest-service';
import type { IngestStore } from './store/ingest-store';
import { openPostgresIngestStore } from './store/postgres-ingest-store';
import { SqliteIngestStore } from './store/sqlite-ingest-store';

/** Options of {@link openIngest}. */
export interface OpenIngestOptions {
  /** PostgreSQL (`DATABASE_URL`), else the SQLite file in `storeDir`. */
  databaseUrl: string | null;
  storeDir: string;
  clock: Clock;
  /** True when another source serves a match id. */
  isTaken(matchId: string): boolean;
  /** A store to use instead of opening one (tests); left open by `close`. */
  store?: IngestStore;
}

/** Live ingest, opened: the provider to serve, the service of the endpoint, and its store. */
export interface OpenedIngest {
  provider: IngestProvider;
  service: IngestService;
  close(): Promise<void>;
}

/**
 * Opens the ingest store (PostgreSQL with `databaseUrl`, else `ingest.sqlite` in `storeDir`) and
 * serves every match and event it holds. @throws Error when the store cannot be opened or read.
 */
export async function openIngest(options: OpenIngestOptions): Promise<OpenedIngest> {
  const store =
    options.store ??
    (options.databaseUrl
      ? await openPostgresIngestStore({ url: options.databaseUrl })
      : new SqliteIngestStore(options.storeDir));
  const provider = new IngestProvider();
  try {
    const service = await IngestService.open({
      store,
      provider,
      clock: options.clock,
      isTaken: options.isTaken,
    });
    return {
      provider,
      service,
      close: async () => {
        if (!options.store) await store.close();
      },
    };
  } catch (error) {
    if (!options.store) await store.close();
    throw error;
  }
}
