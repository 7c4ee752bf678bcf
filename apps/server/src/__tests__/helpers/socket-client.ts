import { WebSocket } from 'ws';

/** A frame the server sent, parsed. */
export interface Frame {
  type: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the server's JSON field by field
  content: any;
}

/** A real `ws` client that queues every frame it receives. */
export class SocketClient {
  readonly ws: WebSocket;
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | null = null;
  #read = 0;
  #waiters: Array<() => void> = [];

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.#wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.#wake();
    });
  }

  /** Connects and resolves once the socket is open. */
  static async connect(url: string, options?: WebSocket.ClientOptions): Promise<SocketClient> {
    const ws = new WebSocket(url, options);
    const client = new SocketClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** Connects and returns the `client_id` of the `init` frame with the client. */
  static async init(url: string, options?: WebSocket.ClientOptions) {
    const client = await SocketClient.connect(url, options);
    const init = await client.next();
    if (init.type !== 'init') throw new Error(`first frame was ${init.type}`);
    return { client, clientId: init.content.client_id as string };
  }

  /** The next unread frame, waiting up to `timeoutMs`. */
  async next(timeoutMs = 2_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.#read >= this.frames.length) {
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) with no frame`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.frames[this.#read++] as Frame;
  }

  /** Frames received and not yet read. */
  unread(): Frame[] {
    return this.frames.slice(this.#read);
  }

  /** Waits for up to `ms` and says whether no new frame came. */
  async quietFor(ms: number): Promise<boolean> {
    const before = this.frames.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.frames.length === before;
  }

  /** Resolves with the close code once the server closed the socket. */
  async closedBy(timeoutMs = 3_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closed.code;
  }

  close(): void {
    this.ws.close();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}
