import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** A TCP connection that speaks just enough HTTP and WebSocket to misbehave on purpose. */
export interface RawConnection {
  socket: Socket;
  /** Status code of the HTTP answer to the upgrade. */
  status: number;
  /** Headers of that answer, lower-case names. */
  headers: Record<string, string>;
  /** Body bytes that followed the headers (an envelope on a refusal). */
  body: string;
  /** Resolves when the server closed or reset the connection, with the milliseconds it took from now. */
  ended(): Promise<number>;
  /** True until the server closed the connection. */
  isOpen(): boolean;
}

/** Options of {@link rawUpgrade}. */
export interface RawUpgradeOptions {
  /** Source address of the connection, e.g. `127.0.0.2` to be another client on loopback. */
  localAddress?: string;
  origin?: string;
  path?: string;
}

/**
 * Opens a TCP connection to `host:port` and asks for a WebSocket upgrade, resolving with the HTTP
 * answer. The connection never answers a close frame: it behaves like a client that ignores them.
 */
export function rawUpgrade(port: number, options: RawUpgradeOptions = {}): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: '127.0.0.1',
      port,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    });
    let open = true;
    const endedAt = new Promise<number>((done) => {
      socket.once('close', () => {
        open = false;
        done(Date.now());
      });
    });
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      // Everything the server sends from now on is read and thrown away, as a careless client would.
      socket.on('data', () => undefined);
      const [statusLine = '', ...lines] = buffer.subarray(0, end).toString().split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        socket,
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: buffer.subarray(end + 4).toString(),
        ended: () => {
          const from = Date.now();
          return endedAt.then((at) => at - from);
        },
        isOpen: () => open,
      });
    };
    socket.on('data', onData);
    socket.once('connect', () => {
      socket.write(
        [
          `GET ${options.path ?? '/ws'} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          ...(options.origin ? [`Origin: ${options.origin}`] : []),
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.once('error', reject);
  });
}

/** One masked client text frame (RFC 6455 §5.2), for payloads up to 65535 bytes. */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const header =
    payload.length < 126
      ? Buffer.from([0x81, 0x80 | payload.length])
      : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] as number)));
  return Buffer.concat([header, mask, masked]);
}

/** Writes `count` copies of `frame` as fast as the socket takes them; stops once the socket closed. */
export async function flood(
  connection: RawConnection,
  frame: Buffer,
  count: number,
): Promise<void> {
  for (let i = 0; i < count && connection.isOpen(); i++) {
    if (!connection.socket.write(frame)) {
      await Promise.race([
        new Promise((resolve) => connection.socket.once('drain', resolve)),
        connection.ended(),
      ]);
    }
  }
}
