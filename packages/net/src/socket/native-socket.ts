import { NET_MESSAGES } from '../messages';
import { LiveSocketError } from './live-socket-error';
import type { LiveSocketOptions } from './live-socket-options';

/** A connect in flight: the promise `connect()` returned, and how to settle it. */
export interface PendingConnect {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Creates a {@link PendingConnect}. */
export function pendingConnect(): PendingConnect {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A reconnect's promise may have no listener; its failure is logged instead.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Removes the manager's handlers from a socket, so nothing it does later reaches the manager. */
export function detachSocket(socket: WebSocket): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  // Some runtimes report an error on a socket closed while connecting: keep a no-op listener.
  socket.onerror = () => {};
}

/** Detaches and closes a socket; closing one that already failed may throw, and it is gone anyway. */
export function discardSocket(socket: WebSocket): void {
  detachSocket(socket);
  try {
    socket.close();
  } catch {
    // Already closed or failed.
  }
}

/** What a native socket reports to the manager. */
export interface NativeSocketHandlers {
  onOpen: () => void;
  onMessage: (data: unknown) => void;
  /** The socket errored or closed. */
  onDown: (reason: LiveSocketError) => void;
}

/** Opens a native `WebSocket` to `url` with the manager's handlers; throws what its constructor throws. */
export function openNativeSocket(
  options: Pick<LiveSocketOptions, 'url' | 'WebSocket'>,
  handlers: NativeSocketHandlers,
): WebSocket {
  const { url } = options;
  const Constructor = options.WebSocket ?? globalThis.WebSocket;
  const socket = new Constructor(typeof url === 'function' ? url() : url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (event) => handlers.onMessage(event.data);
  socket.onerror = (event) => {
    handlers.onDown(new LiveSocketError('error', NET_MESSAGES.socketConnectError, event));
  };
  socket.onclose = (event) => {
    handlers.onDown(new LiveSocketError('closed', NET_MESSAGES.socketClosed, event));
  };
  return socket;
}
