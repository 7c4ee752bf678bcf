import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '../content/messages';
import { ApiCode } from './api-code';
import { addressKey } from './client-address';
import { rawEnvelopeResponse } from './describe-error';

/** What {@link capConnections} holds to. */
export interface ConnectionCaps {
  /** Open connections of the whole server (sockets included). */
  maxConnections: number;
  /** Open connections of one address (an IPv6 /64 counts as one); ignored behind a proxy. */
  maxConnectionsPerAddress: number;
  /** All connections come from a trusted proxy: only the whole server's cap applies. */
  trustProxy: boolean;
}

/** Seconds a refused connection is told to wait. */
const REFUSED_RETRY_S = 5;

/**
 * Caps the server's open TCP connections, as a whole and per address, before a byte of a request is
 * read: a connection beyond a cap is answered at once (503 `5030`, or 429 `4290` for the address)
 * and closed, so one flooding host cannot take the file descriptors that other clients need.
 */
export function capConnections(server: Server, caps: ConnectionCaps): void {
  const byAddress = new Map<string, number>();
  let total = 0;
  server.on('connection', (socket: Socket) => {
    const address = caps.trustProxy ? '' : addressKey(socket.remoteAddress ?? 'unknown');
    const mine = byAddress.get(address) ?? 0;
    if (total >= caps.maxConnections) {
      refuse(socket, 503, 'Service Unavailable', ApiCode.Unavailable, MESSAGES.connectionsFull);
      return;
    }
    if (!caps.trustProxy && mine >= caps.maxConnectionsPerAddress) {
      refuse(
        socket,
        429,
        'Too Many Requests',
        ApiCode.TooManyRequests,
        MESSAGES.tooManyConnections,
      );
      return;
    }
    total += 1;
    byAddress.set(address, mine + 1);
    socket.once('close', () => {
      total -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  });
}

function refuse(
  socket: Socket,
  status: number,
  reason: string,
  code: typeof ApiCode.Unavailable | typeof ApiCode.TooManyRequests,
  msg: string,
): void {
  socket.on('error', () => undefined);
  socket.end(rawEnvelopeResponse(status, reason, code, msg, REFUSED_RETRY_S));
  // Nothing the client sends is read (pausing stops the HTTP parser's reads too); a client that does
  // not close is cut once it had time to read the answer.
  socket.pause();
  socket.setTimeout(REFUSED_RETRY_S * 1_000, () => socket.destroy());
}
