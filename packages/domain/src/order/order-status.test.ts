import { describe, expect, it } from 'vitest';
import { canChangeOrderStatus, nextOrderStatuses, orderStatuses } from './order-status';

describe('order status transitions', () => {
  it('moves received → processing → delivered', () => {
    expect(canChangeOrderStatus('received', 'processing')).toBe(true);
    expect(canChangeOrderStatus('processing', 'delivered')).toBe(true);
  });
  it('rejects a received or a processing order', () => {
    expect(canChangeOrderStatus('received', 'rejected')).toBe(true);
    expect(canChangeOrderStatus('processing', 'rejected')).toBe(true);
  });
  it('does not skip processing (received → delivered)', () => {
    expect(canChangeOrderStatus('received', 'delivered')).toBe(false);
  });
  it('never moves back (processing → received, delivered → processing)', () => {
    expect(canChangeOrderStatus('processing', 'received')).toBe(false);
    expect(canChangeOrderStatus('delivered', 'processing')).toBe(false);
  });
  it('keeps delivered and rejected final', () => {
    for (const to of orderStatuses) {
      expect(canChangeOrderStatus('delivered', to), `delivered → ${to}`).toBe(false);
      expect(canChangeOrderStatus('rejected', to), `rejected → ${to}`).toBe(false);
    }
  });
  it('refuses staying in the same status and unknown statuses', () => {
    for (const status of orderStatuses) expect(canChangeOrderStatus(status, status)).toBe(false);
    expect(canChangeOrderStatus('received', 'cooking')).toBe(false);
    expect(canChangeOrderStatus('cooking', 'processing')).toBe(false);
  });
  it('lists the next statuses for the manager buttons', () => {
    expect(nextOrderStatuses('received')).toEqual(['processing', 'rejected']);
    expect(nextOrderStatuses('processing')).toEqual(['delivered', 'rejected']);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('unknown')).toEqual([]);
  });
});
