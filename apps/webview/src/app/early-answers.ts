/**
 * A call the document's boot script sent before any of the app's code ran (src/shell/boot.js): the
 * home page's list or the model pages' `modInit`, asked beside the entry instead of after the entry
 * and the page's code have run (docs/performance.md, "The home list asked by the document").
 */
export interface EarlyCall {
  /** The call's path, as the app's client sends it (`/api/matches`). */
  path: string;
  /** The JSON body it sent. */
  body: string;
  /** The `Authorization` header it sent, `''` for none. */
  authorization: string;
  /** When it was sent (`performance.now()`). */
  sentAt: number;
  /** The answer; `null` when the request failed (the app then asks itself). */
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    /** Set by the boot script on the home and model pages when the API is the page's own server. */
    __KANQIU_EARLY_CALL__?: EarlyCall;
  }
}

/**
 * An early answer older than this is not taken: it is as old as the home list may be before it
 * refreshes itself (`MATCH_LIST_REFRESH_MS`, 10 s), a bound a fan on a slow network can pass before
 * the app's code has even arrived; the model pages' models change far more slowly.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** The call the boot script sent, taken once: a second call asks the server afresh. */
export function takeEarlyCall(): EarlyCall | null {
  const early = window.__KANQIU_EARLY_CALL__ ?? null;
  window.__KANQIU_EARLY_CALL__ = undefined;
  return early;
}

/** Whether `request` is the same call as `early`: path, body and token. */
async function sameCall(request: Request, early: EarlyCall): Promise<boolean> {
  return (
    request.method === 'POST' &&
    request.url === new URL(early.path, location.href).href &&
    (request.headers.get('authorization') ?? '') === early.authorization &&
    (await request.clone().text()) === early.body
  );
}

/**
 * The app's `fetch`: the first request that is the same call as the one the boot script sent, while
 * its answer is fresh, gets that answer instead of a request of its own; the app's client then reads
 * it as it reads any answer (status, envelope, contract, timeout, abort). Every other request, and
 * one whose early request failed, goes to `base`.
 */
export function earlyAnswerFetch(
  early: EarlyCall,
  base: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  let waiting: EarlyCall | null = early;
  return async (input, init) => {
    // The app's client (ky) sends a Request, read here without using its body up.
    const call = waiting;
    if (call && input instanceof Request && (await sameCall(input, call)) && waiting === call) {
      waiting = null;
      if (performance.now() - call.sentAt <= EARLY_ANSWER_MAX_AGE_MS) {
        const { signal } = input;
        const answer = await new Promise<Response | null>((resolve, reject) => {
          signal.throwIfAborted();
          const abort = () => reject(signal.reason);
          signal.addEventListener('abort', abort, { once: true });
          // A rejected early request is one that failed: the app then asks itself.
          call.response
            .then(resolve, () => resolve(null))
            .finally(() => signal.removeEventListener('abort', abort));
        });
        if (answer) return answer;
      }
    }
    return base(input, init);
  };
}
