import cluster, { type Worker } from 'node:cluster';

/** Options of {@link runClusterPrimary}. */
export interface ClusterPrimaryOptions {
  /** Worker processes to keep running. */
  processes: number;
  /** Prints one line (the primary has no logger of its own). */
  say(line: string): void;
}

/** Environment variable that tells a worker to print the start banner (only the first does). */
export const BANNER_VARIABLE = 'KANQIU_PRINT_BANNER';

/**
 * The primary of `KANQIU_PROCESSES=N` (docs/deployment.md): N server processes behind one port with
 * Node's `cluster` (the primary accepts each connection and hands it to the workers in turn). Workers
 * start one after another, so the first has written the replay clock before the others read it. A
 * worker that dies is replaced. `SIGHUP` restarts them one at a time — a new one listens before an
 * old one gets `SIGTERM` and closes its sockets (1001), whose clients reconnect to the others — so
 * the port never stops answering. `SIGTERM`/`SIGINT` stop every worker, then the primary.
 */
export function runClusterPrimary(options: ClusterPrimaryOptions): void {
  let stopping = false;
  let rolling = false;
  const retiring = new Set<Worker>();
  let first = true;

  const fork = (): Promise<Worker> => {
    const worker = cluster.fork(first ? { [BANNER_VARIABLE]: '1' } : {});
    first = false;
    return new Promise((resolve, reject) => {
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code, signal) =>
        reject(
          new Error(`worker ${worker.process.pid} exited (${code ?? signal}) before it listened`),
        ),
      );
    });
  };

  const retire = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      retiring.add(worker);
      worker.once('exit', () => resolve());
      worker.process.kill('SIGTERM');
    });

  cluster.on('exit', (worker, code, signal) => {
    if (retiring.delete(worker) || stopping) return;
    options.say(
      `[kanqiu] process ${worker.process.pid} ended (${signal ?? code}): starting another`,
    );
    fork().catch((error: unknown) => options.say(`[kanqiu] ${(error as Error).message}`));
  });

  const start = async () => {
    for (let i = 0; i < options.processes; i += 1) await fork();
    options.say(
      `[kanqiu] ${options.processes} server processes behind one port (primary ${process.pid}; SIGHUP restarts them one at a time)`,
    );
  };

  const roll = async () => {
    if (rolling || stopping) return;
    rolling = true;
    options.say('[kanqiu] rolling restart: one process at a time');
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || retiring.has(old)) continue;
        await fork();
        await retire(old);
      }
      options.say('[kanqiu] rolling restart done');
    } catch (error) {
      options.say(`[kanqiu] rolling restart stopped: ${(error as Error).message}`);
    } finally {
      rolling = false;
    }
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      Object.values(cluster.workers ?? {}).map((worker) => worker && retire(worker)),
    );
    process.exit(0);
  };

  process.on('SIGHUP', () => void roll());
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  start().catch((error: unknown) => {
    options.say(`[kanqiu] the server could not start: ${(error as Error).message}`);
    void stop().then(() => process.exit(1));
  });
}
