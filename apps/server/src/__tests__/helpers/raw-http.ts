import { connect, type Socket } from 'node:net';

/** The server's answer on a raw connection: status 0 when it closed without one. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request written byte by byte, whose answer (or close) is awaited. */
export interface RawHttp {
  socket: Socket;
  /** Settles with the first answer, or status 0 once the server closed without one. */
  answer: Promise<RawAnswer>;
  /** True until the connection closed. */
  isOpen(): boolean;
}

/** Options of {@link rawHttp}. */
export interface RawHttpOptions {
  /** Source address, e.g. `127.0.0.2` to be another client on loopback. */
  localAddress?: string;
  /** Bytes sent once connected: head and (part of) the body. Nothing more is sent by itself. */
  send: Buffer | string;
}

/**
 * Opens a TCP connection to `127.0.0.1:port` and writes `send` as it is, without ending it: a
 * client that stalls (or lies) at any point of its request.
 */
export function rawHttp(port: number, options: RawHttpOptions): RawHttp {
  const socket = connect({
    host: '127.0.0.1',
    port,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  let open = true;
  let received = Buffer.alloc(0);
  socket.on('error', () => undefined);
  const answer = new Promise<RawAnswer>((resolve) => {
    const settle = () => resolve(parseAnswer(received));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = parseAnswer(received);
      const length = Number(parsed.headers['content-length'] ?? Number.NaN);
      // An informational answer (101) has no body; any other is complete at its Content-Length.
      const complete = Number.isNaN(length)
        ? parsed.status > 0 && parsed.status < 200
        : Buffer.byteLength(parsed.body) >= length;
      if (parsed.status > 0 && complete) resolve(parsed);
    });
    socket.once('close', () => {
      open = false;
      settle();
    });
  });
  socket.once('connect', () => socket.write(options.send));
  return { socket, answer, isOpen: () => open };
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString().split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: bytes.subarray(end + 4).toString(),
  };
}

/** A multipart head for `/api/feedback/submit` announcing `length` body bytes. */
export function feedbackHead(
  port: number,
  token: string,
  boundary: string,
  length: number,
): string {
  return [
    'POST /api/feedback/submit HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Authorization: Bearer ${token}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
}

/** The opening of an image part of a feedback form. */
export function imagePartHead(boundary: string, name: string): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
}

/** Resolves after `ms`. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
