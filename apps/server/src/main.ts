import cluster from 'node:cluster';
import { Server } from 'node:net';
import { readConfig } from './config';
import { loadCatalog } from './data/index';
import { BANNER_VARIABLE, runClusterPrimary } from './scale/cluster-primary';
import { startServer } from './start';

/** How long a process of a cluster keeps its open connections after it stopped taking new ones. */
const CLUSTER_DRAIN_MS = 300;

/**
 * The server process: configuration from the environment, the real catalog, listening until SIGINT or
 * SIGTERM. A start-up failure prints one clear line and exits 1.
 */
async function main(): Promise<void> {
  const started = await startServer({ env: process.env, loadCatalog });
  const { server, loadMs } = started;
  const heapMb = Math.round(process.memoryUsage().heapUsed / 1_048_576);
  server.app.log.info({ loadMs, heapMb }, 'catalog loaded');
  void started.replaysReady.then((readyMs) => {
    const readyHeapMb = Math.round(process.memoryUsage().heapUsed / 1_048_576);
    server.app.log.info({ readyMs, heapMb: readyHeapMb }, 'every replay converted');
  });
  // Behind one port only the first worker says where to open the app.
  if (cluster.isPrimary || process.env[BANNER_VARIABLE] === '1') {
    for (const line of started.banner) console.log(line);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'stopping');
    // The shutdown cuts slow requests at its deadline; this is the last resort if anything else hangs.
    setTimeout(() => {
      console.error('[kanqiu] the shutdown took too long: exiting');
      process.exit(1);
    }, server.config.shutdownGraceMs + 5_000).unref();
    if (cluster.isWorker) {
      // Behind the cluster's one port: stop being handed connections first (the listening handle
      // only), and give connections already handed over time to send their request, which the
      // close then lets finish instead of cutting them as idle.
      Server.prototype.close.call(server.app.server);
      await new Promise((resolve) => setTimeout(resolve, CLUSTER_DRAIN_MS));
    }
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

function fail(error: unknown): never {
  console.error(`[kanqiu] the server could not start: ${(error as Error).message ?? error}`);
  process.exit(1);
}

if (cluster.isPrimary) {
  let processes = 1;
  try {
    processes = readConfig(process.env).processes;
  } catch (error) {
    fail(error);
  }
  if (processes > 1) runClusterPrimary({ processes, say: (line) => console.log(line) });
  else main().catch(fail);
} else {
  main().catch(fail);
}
