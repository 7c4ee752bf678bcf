/**
 * How long after a reload for a new build another one is not tried: if the new build's pages fail
 * too, the fan sees the failure view instead of a page that reloads again and again.
 */
export const DEPLOY_RELOAD_GUARD_MS = 60_000;

const GUARD_KEY = 'kanqiu:deploy-reload-at';

/** The entry script of the running build (its name carries the build's hash). */
function runningEntry(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(GUARD_KEY));
    return Number.isFinite(at) && now - at < DEPLOY_RELOAD_GUARD_MS;
  } catch {
    // No session storage: never reload, rather than risk a loop.
    return true;
  }
}

/**
 * Asks the server for the app's HTML, past every cache (a query the service worker does not know).
 * `null` when it cannot be reached: the failure was the network, not a new build.
 */
async function currentHtml(): Promise<string | null> {
  try {
    const response = await fetch(`./?build-check=${Date.now()}`, { cache: 'no-store' });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * A page's code failed to load while the device was online. When the server now serves another
 * build (a deploy replaced the files, so the old chunk names are gone), the app reloads once into
 * the new build, after letting a waiting service worker take over so old and new never mix.
 * Resolves `true` when the reload has started; `false` when the build is the same, the server cannot
 * be reached, or a reload was tried within {@link DEPLOY_RELOAD_GUARD_MS}.
 */
export async function reloadIntoNewBuild(): Promise<boolean> {
  const entry = runningEntry();
  if (!entry || reloadedRecently(Date.now())) return false;
  const html = await currentHtml();
  if (html === null || html.includes(entry)) return false;
  try {
    sessionStorage.setItem(GUARD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  await activateWaitingWorker();
  location.reload();
  return true;
}

/** Lets a service worker that waits with the new build take over before the reload. */
async function activateWaitingWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const waiting = registration?.waiting;
  if (!waiting) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
    // A worker that never takes over must not keep the fan on the failure view.
    setTimeout(resolve, WORKER_TAKEOVER_WAIT_MS);
  });
}

/** How long the reload waits for a waiting service worker to take over. */
export const WORKER_TAKEOVER_WAIT_MS = 3_000;
