import WebSocket from 'ws';

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

/**
 * A WebSocket client for tests: opens, sends the hello, and collects what arrives so a test
 * can wait for a message (with a deadline) or check that none came.
 */
export async function openLiveSocket(baseUrl: string, hello: Record<string, unknown>) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
  const received: LiveMessage[] = [];
  const waiters = new Set<() => void>();
  let closed: { code: number; reason: string } | undefined;
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as LiveMessage);
    for (const wake of waiters) wake();
  });
  socket.on('close', (code, reason) => {
    closed = { code, reason: String(reason) };
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify(hello));

  /**
   * the first message (from `from` on) that matches, within `timeoutMs`: a bound on waiting, not
   * a latency budget (those are measured, never asserted), so it is generous for a loaded machine
   */
  async function next(match: (message: LiveMessage) => boolean, timeoutMs = 10_000): Promise<LiveMessage> {
    const started = Date.now();
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      if (closed) throw new Error(`socket closed (${closed.code} ${closed.reason}) before the message came`);
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0)
        throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    socket,
    received,
    next,
    ready: () => next((message) => message.type === 'ready'),
    closed: async (timeoutMs = 1000) => {
      const started = Date.now();
      while (!closed && Date.now() - started < timeoutMs) await new Promise((r) => setTimeout(r, 10));
      return closed;
    },
    close: () => socket.close(),
  };
}
