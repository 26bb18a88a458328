import { Redis } from 'ioredis';
import { type LiveEvent, type LiveEventInput, parseLiveEvent } from './live-event';

type Listener = (event: LiveEvent) => void;

/**
 * The publish/subscribe port of order events and table calls, per restaurant. In-process on
 * the embedded default; with REDIS_URL every API process publishes to and listens on Redis, so
 * a manager connected to one process hears an order placed through another.
 */
export interface Realtime {
  /** never throws: a lost event costs a refetch, never an order (errors go to onError) */
  publish(event: LiveEventInput): Promise<void>;
  /**
   * Listens to one restaurant's events. Resolves once the subscription is live, so nothing
   * published after it resolves is missed. Returns the function that stops listening.
   */
  subscribe(restaurantId: number, listener: Listener): Promise<() => void>;
  /** called when the Redis subscription came back after a break: events may have been missed */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
  readonly kind: 'in-process' | 'redis';
}

export interface RealtimeOptions {
  redisUrl?: string;
  /** channel names start with it, so deployments (and test runs) can share one Redis */
  channelPrefix?: string;
  onError?: (error: unknown) => void;
}

export function createRealtime(options: RealtimeOptions = {}): Realtime {
  return options.redisUrl ? createRedisRealtime(options.redisUrl, options) : createInProcessRealtime();
}

const stamp = (event: LiveEventInput): LiveEvent =>
  ({ ...event, at: event.at ?? new Date().toISOString() }) as LiveEvent;

/** Listeners per restaurant, shared by both implementations. */
function listenerRegistry() {
  const byRestaurant = new Map<number, Set<Listener>>();
  return {
    byRestaurant,
    deliver(event: LiveEvent) {
      for (const listener of byRestaurant.get(event.restaurantId) ?? []) {
        try {
          listener(event);
        } catch {
          // one broken listener must not keep the event from the others
        }
      }
    },
    /** adds; true when it is the restaurant's first listener */
    add(restaurantId: number, listener: Listener): boolean {
      let set = byRestaurant.get(restaurantId);
      const first = !set;
      if (!set) {
        set = new Set();
        byRestaurant.set(restaurantId, set);
      }
      set.add(listener);
      return first;
    },
    /** removes; true when it was the restaurant's last listener */
    remove(restaurantId: number, listener: Listener): boolean {
      const set = byRestaurant.get(restaurantId);
      if (!set?.delete(listener)) return false;
      if (set.size > 0) return false;
      byRestaurant.delete(restaurantId);
      return true;
    },
  };
}

function createInProcessRealtime(): Realtime {
  const listeners = listenerRegistry();
  return {
    kind: 'in-process',
    async publish(event) {
      const stamped = stamp(event);
      // after the caller's own work, like a message through Redis would be
      queueMicrotask(() => listeners.deliver(stamped));
    },
    async subscribe(restaurantId, listener) {
      listeners.add(restaurantId, listener);
      return () => void listeners.remove(restaurantId, listener);
    },
    onResync: () => () => undefined,
    async close() {
      listeners.byRestaurant.clear();
    },
  };
}

function createRedisRealtime(url: string, options: RealtimeOptions): Realtime {
  const prefix = `${options.channelPrefix ?? 'tavola'}:orders:`;
  const onError = options.onError ?? (() => undefined);
  // both connect at once and keep reconnecting; commands wait (briefly) while Redis is away
  const connection = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const publisher = new Redis(url, connection);
  // a connection in subscriber mode can do nothing else; ioredis subscribes again after a reconnect
  const subscriber = new Redis(url, { ...connection, autoResubscribe: true });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = listenerRegistry();
  const resyncListeners = new Set<() => void>();
  const channelOf = (restaurantId: number) => `${prefix}${restaurantId}`;
  // subscribe and unsubscribe run one after another, so a quick leave-and-join cannot interleave
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  let readyBefore = false;
  subscriber.on('ready', () => {
    // the first ready is the start; later ones follow a break in which events may have been lost
    if (readyBefore) for (const listener of resyncListeners) listener();
    readyBefore = true;
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const event = parseLiveEvent(message);
    if (event && channelOf(event.restaurantId) === channel) listeners.deliver(event);
  });

  return {
    kind: 'redis',
    async publish(event) {
      const stamped = stamp(event);
      try {
        await publisher.publish(channelOf(stamped.restaurantId), JSON.stringify(stamped));
      } catch (error) {
        onError(error);
      }
    },
    async subscribe(restaurantId, listener) {
      if (listeners.add(restaurantId, listener)) {
        try {
          await serial(() => subscriber.subscribe(channelOf(restaurantId)));
        } catch (error) {
          listeners.remove(restaurantId, listener);
          throw error;
        }
      } else {
        // a subscription another listener started may still be on its way: wait for it
        await serial(async () => undefined);
      }
      return () => {
        if (listeners.remove(restaurantId, listener))
          serial(() => subscriber.unsubscribe(channelOf(restaurantId))).catch(onError);
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => void resyncListeners.delete(listener);
    },
    async close() {
      listeners.byRestaurant.clear();
      resyncListeners.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
