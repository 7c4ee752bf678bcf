import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy between the browser and a server, which can make its open links go silent. */
export interface TcpProxy {
  /** The port the proxy listens on (loopback). */
  port: number;
  /** Links opened through the proxy so far. */
  links(): number;
  /**
   * Every open link stops forwarding, both ways, without closing: a half-open connection as a
   * phone on a dying network sees it. Links opened later forward normally.
   */
  stall(): void;
  close(): Promise<void>;
}

/** Starts a proxy on a free loopback port that forwards to `127.0.0.1:targetPort`. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const open = new Set<{ client: Socket; upstream: Socket; stalled: boolean }>();
  let links = 0;
  const server: Server = createServer((client) => {
    links += 1;
    const upstream = connect({ host: '127.0.0.1', port: targetPort });
    const link = { client, upstream, stalled: false };
    open.add(link);
    const forward = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => {
        // A stalled link swallows what arrives: nothing reaches the other side, nothing is closed.
        if (!link.stalled) to.write(chunk);
      });
    };
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      open.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', () => {
      if (!link.stalled) end();
    });
    upstream.on('close', () => {
      if (!link.stalled) end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    links: () => links,
    stall() {
      for (const link of open) link.stalled = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of open) {
          link.client.destroy();
          link.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
