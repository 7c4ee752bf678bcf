import { connect } from 'node:net';

/** What a slow request got: the status of the answer (0: none) and when its connection ended. */
export interface SlowRequestResult {
  status: number;
  body: string;
  /** Milliseconds from the start to the end of the connection. */
  durationMs: number;
}

/** A request whose body trickles in, started; `done` settles once the server ends the connection. */
export interface SlowRequest {
  done: Promise<SlowRequestResult>;
  /** Stops sending and closes the connection from the client's side. */
  abort(): void;
}

/**
 * Starts `POST path` announcing a body of `bodyBytes` bytes, then sends one byte every
 * `intervalMs`: the slow-body client of a slowloris attack. It never finishes on its own within any
 * sensible time, so only the server's timeout or shutdown ends it.
 */
export function slowBodyRequest(
  port: number,
  path: string,
  options: { bodyBytes?: number; intervalMs?: number } = {},
): SlowRequest {
  const bodyBytes = options.bodyBytes ?? 10_000;
  const started = Date.now();
  const socket = connect({ host: '127.0.0.1', port });
  let timer: NodeJS.Timeout | undefined;
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.on('error', () => undefined);
  socket.once('connect', () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${bodyBytes}\r\n\r\n{`,
    );
    timer = setInterval(() => {
      if (socket.writable) socket.write(' ');
    }, options.intervalMs ?? 200);
  });
  const done = new Promise<SlowRequestResult>((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      resolve({ status, body, durationMs: Date.now() - started });
    });
  });
  return {
    done,
    abort() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}
