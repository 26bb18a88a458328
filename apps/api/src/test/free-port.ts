import { createServer } from 'node:net';

/**
 * A port nobody listens on now, as the system hands it out: a test's own server process starts
 * on it. A port picked at random from a range could be one a parallel test file uses (CI once
 * saw server.test's server never answer).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
