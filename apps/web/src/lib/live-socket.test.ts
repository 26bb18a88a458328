import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveSocket, type LiveMessage, liveSocketUrl } from './live-socket';

/** A stand-in for the browser's WebSocket: the test plays the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.({ code: 1000 });
  }
  serverSays(message: LiveMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const connect = (overrides: Partial<Parameters<typeof connectLiveSocket>[0]> = {}) => {
  const calls = { events: [] as LiveMessage[], resumes: [] as boolean[], refused: [] as LiveMessage[] };
  const live = connectLiveSocket({
    url: 'ws://host/api/realtime',
    hello: () => ({ type: 'manager', token: 't', restaurantId: 1 }),
    onEvent: (event) => calls.events.push(event),
    onResume: (first) => calls.resumes.push(first),
    onRefused: (message) => calls.refused.push(message),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    random: () => 0.5,
    ...overrides,
  });
  return { live, calls };
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('connectLiveSocket', () => {
  it('says hello on open and passes events on once ready', () => {
    const { calls } = connect();
    const socket = FakeSocket.all[0]!;
    socket.onopen?.();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'manager', token: 't', restaurantId: 1 });
    socket.serverSays({ type: 'ready' });
    socket.serverSays({ type: 'order.created', orderId: 7 });
    expect(calls.resumes).toEqual([true]);
    expect(calls.events).toEqual([{ type: 'order.created', orderId: 7 }]);
  });

  it('reconnects after 1 s, then 2 s, and asks for a refetch after each reconnect', () => {
    const { calls } = connect();
    FakeSocket.all[0]!.serverSays({ type: 'ready' });
    FakeSocket.all[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.all[2]!.serverSays({ type: 'ready' });
    expect(calls.resumes).toEqual([true, false]);
  });

  it("hands the 'ready' message (with the socket's id) over before the refetch, on every connect", () => {
    const order: string[] = [];
    connect({
      onReady: (message) => order.push(`ready ${message.socketId}`),
      onResume: (first) => order.push(`resume ${first}`),
    });
    FakeSocket.all[0]!.serverSays({ type: 'ready', socketId: 'a' });
    FakeSocket.all[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    FakeSocket.all[1]!.serverSays({ type: 'ready', socketId: 'b' });
    expect(order).toEqual(['ready a', 'resume true', 'ready b', 'resume false']);
  });

  it('a resync from the server asks for a refetch too', () => {
    const { calls } = connect();
    FakeSocket.all[0]!.serverSays({ type: 'ready' });
    FakeSocket.all[0]!.serverSays({ type: 'resync' });
    expect(calls.resumes).toEqual([true, false]);
    expect(calls.events).toEqual([]);
  });

  it('does not retry when the server refuses who we are', () => {
    const { calls } = connect();
    FakeSocket.all[0]!.serverSays({
      type: 'error',
      code: 'no_permission',
      message: 'you dont have permission to do this',
    });
    FakeSocket.all[0]!.onclose?.({ code: 4403 });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(calls.refused).toEqual([
      { type: 'error', code: 'no_permission', message: 'you dont have permission to do this' },
    ]);
  });

  it('stops for good when closed', () => {
    const { live } = connect();
    live.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('liveSocketUrl', () => {
  it('uses ws beside http and wss beside https', () => {
    expect(liveSocketUrl('/api', { href: 'http://shop.test:3000/manager' } as Location)).toBe(
      'ws://shop.test:3000/api/realtime',
    );
    expect(liveSocketUrl('/api/', { href: 'https://shop.test/paymentstatus?x=1' } as Location)).toBe(
      'wss://shop.test/api/realtime',
    );
  });
});
