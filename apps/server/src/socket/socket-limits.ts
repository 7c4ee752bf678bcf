/** What one socket server and one connection may hold. */
export interface SocketLimits {
  /** Open connections at once; more are refused with HTTP 503. */
  maxClients: number;
  /** Scenes one connection may be subscribed to. */
  maxSubscriptions: number;
  /**
   * Bytes a connection may have queued but unsent; a consumer that falls further behind is
   * disconnected (it reconnects and gets the full state again, since pushes are complete states).
   */
  maxBufferedBytes: number;
  /** Largest frame a client may send; the client only ever sends `ping`. */
  maxIncomingBytes: number;
  /** Frames a client may send per `rateWindowMs`; more close the connection (1008). */
  maxIncomingFrames: number;
  rateWindowMs: number;
  /** Interval of the server's protocol-level ping; a connection that missed one pong is terminated. */
  heartbeatMs: number;
}

/** The limits the server runs with unless told otherwise. */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  maxClients: 1_000,
  maxSubscriptions: 8,
  maxBufferedBytes: 1024 * 1024,
  maxIncomingBytes: 4 * 1024,
  maxIncomingFrames: 60,
  rateWindowMs: 10_000,
  heartbeatMs: 30_000,
};
