import net from 'node:net';

/**
 * A TCP proxy for tests that stands between the server and PostgreSQL and can play an outage:
 * `cut()` resets every open connection and every new one until `restore()`, as a failover, a
 * restart or a network blip would; `stall()` accepts connections and never answers, as a
 * black-holed network would; `freeze()` stops forwarding on the open connections, so what is
 * sent then is never answered.
 */
export interface FlakyProxy {
  /** postgres://… of `target` with the host and port replaced by the proxy's. */
  url: string;
  cut(): void;
  stall(): void;
  freeze(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startFlakyProxy(target: string): Promise<FlakyProxy> {
  const upstream = new URL(target);
  let mode: 'pass' | 'cut' | 'stall' = 'pass';
  const open = new Set<net.Socket>();
  const stalled = new Set<net.Socket>();
  const pipes = new Set<() => void>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // a reset peer is the point of the exercise, not a failure of the test
    socket.on('error', () => {});
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'cut') return client.resetAndDestroy();
    if (mode === 'stall') {
      stalled.add(client);
      return;
    }
    const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
    track(db);
    client.pipe(db);
    db.pipe(client);
    pipes.add(() => {
      client.unpipe(db);
      client.pause();
    });
    client.on('close', () => db.destroy());
    db.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  const drop = (sockets: Set<net.Socket>) => {
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };
  return {
    url: url.toString(),
    cut() {
      mode = 'cut';
      drop(open);
    },
    stall() {
      mode = 'stall';
    },
    freeze() {
      for (const stop of pipes) stop();
      pipes.clear();
    },
    restore() {
      drop(stalled);
      mode = 'pass';
    },
    async close() {
      drop(open);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
