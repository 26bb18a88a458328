import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRealtime } from './event-bus';
import { parseLiveEvent } from './live-event';
import { publishTableCall } from './table-call-events';

/**
 * Issue 16: table calls travel the realtime port like order events, in one process and, with
 * TEST_REDIS_URL, through Redis to every API process (what goes over the wire is read back).
 */

const redisUrl = process.env.TEST_REDIS_URL;
const modes = [
  { name: 'in-process', options: {} },
  ...(redisUrl
    ? [{ name: 'Redis', options: { redisUrl, channelPrefix: `test-${randomBytes(6).toString('hex')}` } }]
    : []),
];

const call = { restaurantId: 7, callId: 3, tableId: 12, tableName: 'T12', kind: 'waiter' as const };

describe.each(modes)('table calls on the realtime port ($name)', ({ options }) => {
  it("reaches the restaurant's listeners whole, and no other restaurant's", async () => {
    const realtime = createRealtime(options);
    try {
      const heard: unknown[] = [];
      const elsewhere: unknown[] = [];
      await realtime.subscribe(7, (event) => heard.push(event));
      await realtime.subscribe(8, (event) => elsewhere.push(event));
      await publishTableCall(realtime, { ...call, at: '2026-11-24T11:30:00.000Z' });
      for (let waited = 0; heard.length === 0 && waited < 2000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toEqual([{ type: 'table.call', ...call, at: '2026-11-24T11:30:00.000Z' }]);
      expect(elsewhere).toEqual([]);
    } finally {
      await realtime.close();
    }
  });
});

describe('parseLiveEvent', () => {
  it('reads order events and table calls, and drops anything else', () => {
    const tableCall = { type: 'table.call.acknowledged', ...call, at: '2026-11-24T11:30:00.000Z' };
    expect(parseLiveEvent(JSON.stringify(tableCall))).toEqual(tableCall);
    const order = { type: 'order.created', restaurantId: 7, orderId: 1, at: '2026-11-24T11:30:00.000Z' };
    expect(parseLiveEvent(JSON.stringify(order))).toEqual(order);
    expect(parseLiveEvent(JSON.stringify({ ...tableCall, kind: 'drone' }))).toBeUndefined();
    expect(parseLiveEvent(JSON.stringify({ ...tableCall, callId: '3' }))).toBeUndefined();
    expect(parseLiveEvent('not json')).toBeUndefined();
  });
});
