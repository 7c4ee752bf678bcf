import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

/** One client connection as the server sees it. */
export interface ServerConnection {
  socket: WebSocket;
  clientId: string;
  /** The path and query the client connected to (`/?patch=1`). */
  path: string;
  /** Text frames received, in order. */
  received: string[];
  /** Resolves when the client closed or the connection dropped. */
  closed: Promise<void>;
  isOpen(): boolean;
  /** Sends a frame: objects as JSON, strings as they are. */
  send(frame: unknown): void;
}

/** How the test server behaves. */
export interface WsServerOptions {
  /** Port to listen on (0 = ephemeral); a restarted server reuses the old one. */
  port?: number;
  /** Send `init` with a fresh `client_id` on connect. @default true */
  sendInit?: boolean;
  /** Answer the text `ping` with a ping frame, as kanqiu's server does. @default true */
  answerPing?: boolean;
}

/** A real `ws` server on loopback. */
export interface WsTestServer {
  url: string;
  port: number;
  connections: ServerConnection[];
  /** Connections still open. */
  openConnections(): ServerConnection[];
  /** Resolves with the n-th connection (1-based) once it exists. */
  connection(n: number): Promise<ServerConnection>;
  /** Drops every connection without a close handshake and stops listening. */
  kill(): Promise<void>;
}

let nextId = 0;

/** Starts the server. */
export async function startWsServer(options: WsServerOptions = {}): Promise<WsTestServer> {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http });
  const connections: ServerConnection[] = [];
  const waiters: Array<() => void> = [];
  wss.on('connection', (socket, request) => {
    nextId += 1;
    const received: string[] = [];
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const connection: ServerConnection = {
      socket,
      clientId: `c_${nextId}`,
      path: request.url ?? '',
      received,
      closed,
      isOpen: () => socket.readyState === socket.OPEN,
      send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    };
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      received.push(text);
      if (text === 'ping' && options.answerPing !== false) {
        connection.send({ type: 'ping', content: null });
      }
    });
    connections.push(connection);
    if (options.sendInit !== false) {
      connection.send({ type: 'init', content: { client_id: connection.clientId } });
    }
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const connection = async (n: number): Promise<ServerConnection> => {
    while (connections.length < n) {
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return connections[n - 1] as ServerConnection;
  };
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    connections,
    openConnections: () => connections.filter((c) => c.isOpen()),
    connection,
    kill: async () => {
      for (const c of connections) c.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
