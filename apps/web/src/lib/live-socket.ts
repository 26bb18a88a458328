/** A message of the live socket (API feature `live`): ready, an order event, resync or error. */
export interface LiveMessage {
  type: string;
  orderId?: number;
  status?: string;
  paymentState?: string;
  at?: string;
  code?: string;
  message?: string;
  /** in 'ready': this socket's id, which requests name in `x-socket-id` to hear no echo */
  socketId?: string;
  /** issue 17, a table's bill: what changed */
  tablePaymentId?: string;
  action?: string;
  claimId?: number | null;
}

export type LiveState = 'connecting' | 'open' | 'closed';

export interface LiveSocketOptions {
  /** e.g. ws://host/api/realtime */
  url: string;
  /** the first message: who listens (contracts realtimeHelloSchema) */
  hello: () => Record<string, unknown>;
  onEvent: (message: LiveMessage) => void;
  /**
   * The socket is ready again after a (re)connect or the server's resync: anything that
   * happened meanwhile was not heard, so the caller refetches what it shows.
   */
  onResume: (first: boolean) => void;
  /** the server's 'ready', before onResume: e.g. the socket's id */
  onReady?: (message: LiveMessage) => void;
  onState?: (state: LiveState) => void;
  /** the server refused who we said we are (close 4401/4403/4404): no point retrying */
  onRefused?: (message: LiveMessage) => void;
  /** for tests */
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** Close codes after which reconnecting cannot help (API live.routes closeCodes). */
const finalCodes = new Set([4400, 4401, 4403, 4404]);

/**
 * A WebSocket that says hello, reconnects with growing delays (1 s … 30 s, with jitter) and
 * tells the caller to refetch after every reconnect, so no event is lost while disconnected.
 */
export function connectLiveSocket(options: LiveSocketOptions): { close(): void } {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;
  let socket: WebSocket | undefined;
  let attempts = 0;
  let readyBefore = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refusal: LiveMessage | undefined;

  const open = () => {
    if (stopped) return;
    options.onState?.('connecting');
    const current = create(options.url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify(options.hello()));
    current.onmessage = (message) => {
      let data: LiveMessage;
      try {
        data = JSON.parse(String(message.data)) as LiveMessage;
      } catch {
        return;
      }
      if (data.type === 'ready') {
        attempts = 0;
        options.onState?.('open');
        options.onReady?.(data);
        options.onResume(!readyBefore);
        readyBefore = true;
      } else if (data.type === 'resync') options.onResume(false);
      else if (data.type === 'error') refusal = data;
      else options.onEvent(data);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = undefined;
      options.onState?.('closed');
      if (stopped) return;
      if (finalCodes.has(event.code)) {
        options.onRefused?.(refusal ?? { type: 'error', code: String(event.code) });
        return;
      }
      attempts += 1;
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempts - 1, 5)) * (0.75 + random() * 0.5);
      timer = setTimeout(open, delay);
    };
  };
  open();
  // a tablet that wakes up or comes back online should not wait for the backoff
  const wake = () => {
    if (stopped || socket) return;
    clearTimeout(timer);
    open();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', wake);
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', wake);
      socket?.close();
    },
  };
}

/** The live socket's address beside the API base of the page configuration ('/api'). */
export function liveSocketUrl(apiBase: string, location: Location = window.location): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}/realtime`, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
