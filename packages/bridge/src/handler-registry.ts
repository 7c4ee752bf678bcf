import { type BridgeLogger, LOG_PREFIX } from './bridge-logger';
import { HOST_CALL_QUEUE_LIMIT, type HostFunctionName, type HostHandlers } from './host-function';

/** Runs one host call with the handler registered for it. */
export type HostCallRunner = <N extends HostFunctionName>(
  name: N,
  handler: HostHandlers[N],
  args: Parameters<HostHandlers[N]>,
) => void;

/** The app's handlers of the host-callable functions, with the calls that came before them. */
export interface HandlerRegistry {
  /** Sets the handler of `name`, replacing any earlier one, and runs the calls that waited for it. */
  set<N extends HostFunctionName>(name: N, handler: HostHandlers[N]): () => void;
  /** Runs a host call now, or keeps it until a handler is set. */
  dispatch<N extends HostFunctionName>(name: N, args: Parameters<HostHandlers[N]>): void;
}

/**
 * Creates the registry. One handler per name: setting again replaces, so a call never runs twice.
 * The function `set` returns removes the handler only if it is still the current one, so a stale
 * cleanup (React runs effects twice in development) cannot remove its successor.
 */
export function createHandlerRegistry(run: HostCallRunner, logger: BridgeLogger): HandlerRegistry {
  const handlers = new Map<HostFunctionName, HostHandlers[HostFunctionName]>();
  const waiting = new Map<HostFunctionName, unknown[][]>();

  const dispatch: HandlerRegistry['dispatch'] = (name, args) => {
    const handler = handlers.get(name) as HostHandlers[typeof name] | undefined;
    if (handler) {
      run(name, handler, args);
      return;
    }
    const queue = waiting.get(name) ?? [];
    queue.push(args);
    if (queue.length > HOST_CALL_QUEUE_LIMIT) {
      queue.shift();
      logger.warn(`${LOG_PREFIX} too many ${name} calls before a handler; the oldest is dropped.`);
    }
    waiting.set(name, queue);
  };

  return {
    set(name, handler) {
      handlers.set(name, handler);
      const queued = waiting.get(name);
      if (queued) {
        waiting.delete(name);
        for (const args of queued) dispatch(name, args as Parameters<HostHandlers[typeof name]>);
      }
      return () => {
        if (handlers.get(name) === handler) handlers.delete(name);
      };
    },
    dispatch,
  };
}
