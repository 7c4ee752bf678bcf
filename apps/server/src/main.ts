import { loadCatalog } from './data/index';
import { startServer } from './start';

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
  for (const line of started.banner) console.log(line);

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
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[kanqiu] the server could not start: ${(error as Error).message ?? error}`);
  process.exit(1);
});
