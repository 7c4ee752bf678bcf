import { SOCKET_MAX_SCENES } from '@kanqiu/core';
import type { BucketRate } from '../http/address-buckets';

/** What one socket server and one connection may hold. */
export interface SocketLimits {
  /** Open connections at once; more are refused with HTTP 503 and `Retry-After`. */
  maxClients: number;
  /**
   * Open connections of one client address (an IPv6 /64 counts as one); more are refused with HTTP
   * 429 and `Retry-After`, so one client can never take every slot.
   */
  maxClientsPerAddress: number;
  /**
   * New connections one address may open: a burst of `capacity`, then `perSecond`. A client that
   * reconnects in a loop is refused with HTTP 429 and `Retry-After` once its bucket is empty.
   */
  connectRate: BucketRate;
  /** Scenes one connection may be subscribed to. */
  maxSubscriptions: number;
  /**
   * Bytes a connection may have queued but unsent; a consumer that falls further behind is
   * disconnected (it reconnects and gets the full state again, since pushes are complete states).
   */
  maxBufferedBytes: number;
  /** Largest frame a client may send; the client only ever sends `ping`. */
  maxIncomingBytes: number;
  /** Frames a client may send per `rateWindowMs`; more terminate the connection at once. */
  maxIncomingFrames: number;
  rateWindowMs: number;
  /** Interval of the server's protocol-level ping; a connection that missed one pong is terminated. */
  heartbeatMs: number;
}

/** The limits the server runs with unless told otherwise. */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  maxClients: 1_000,
  maxClientsPerAddress: 50,
  connectRate: { capacity: 20, perSecond: 2 },
  // The page on screen and the followed matches the app watches for alerts (core's constant).
  maxSubscriptions: SOCKET_MAX_SCENES,
  maxBufferedBytes: 1024 * 1024,
  maxIncomingBytes: 4 * 1024,
  maxIncomingFrames: 60,
  rateWindowMs: 10_000,
  heartbeatMs: 30_000,
};
