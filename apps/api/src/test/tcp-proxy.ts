import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** the local port clients connect to instead of the target's */
  port: number;
  /**
   * The target goes away: every open connection is destroyed and new ones are refused, as when
   * the server stops or restarts. With `blackhole`, new connections are accepted but nothing
   * ever comes back, as behind a broken network.
   */
  cut(options?: { blackhole?: boolean }): Promise<void>;
  /** The target is back: connections are accepted and relayed again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay between a client under test and a shared server (PostgreSQL, Redis) that a test
 * may cut and restore: an outage without stopping the server other test runs use.
 */
export async function createTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let relaying = true;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = (client: Socket) => {
    track(client);
    if (!relaying) return; // accepted, never answered
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(relay);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        server = listening;
        resolve();
      });
    });
  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    async cut(options = {}) {
      await stop();
      if (options.blackhole) {
        relaying = false;
        await listen();
      }
    },
    async restore() {
      if (server && relaying) return;
      await stop();
      relaying = true;
      await listen();
    },
    close: stop,
  };
}
