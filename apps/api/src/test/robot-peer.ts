import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the mock robot controller does with the next tasks. */
export type RobotBehaviour = 'accept' | 'fail' | 'hang';

export interface ReceivedTask {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for a restaurant's robot controller (a real HTTP peer, STYLE §10): it takes
 * tasks with 202, fails them with 500, or never answers, and keeps what it received.
 */
export async function startRobotPeer() {
  let behaviour: RobotBehaviour = 'accept';
  const received: ReceivedTask[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text || '{}') as Record<string, unknown> });
      if (behaviour === 'hang') return;
      response.statusCode = behaviour === 'accept' ? 202 : 500;
      response.end(behaviour === 'accept' ? '{"status":"queued"}' : 'robot error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tasks`,
    received,
    behave(next: RobotBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a robot service that is absent. */
export async function absentRobotUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/tasks`;
}
