import { describe, expect, it } from 'vitest';
import { hasReadyStep, orderStage, readyStepRefusal } from './ready-step';

const pickup = {
  deliveryType: 'pickup',
  tableId: null,
  ticketing: false,
  status: 'processing',
  readyAt: null,
};

describe('which orders are called ready', () => {
  it('a pickup order: the guest comes to fetch it', () => {
    expect(hasReadyStep({ deliveryType: 'pickup', tableId: null, ticketing: false })).toBe(true);
  });
  it('an eat-in order without a table: the guest collects it at the counter', () => {
    expect(hasReadyStep({ deliveryType: 'here', tableId: null, ticketing: false })).toBe(true);
  });
  it('not an order at a table: the staff bring it', () => {
    expect(hasReadyStep({ deliveryType: 'here', tableId: 3, ticketing: false })).toBe(false);
  });
  it('not a delivery: nobody comes to fetch it', () => {
    expect(hasReadyStep({ deliveryType: 'delivery', tableId: null, ticketing: false })).toBe(false);
  });
  it('not a class booking (issue 33): its guests come to the class, nothing is fetched', () => {
    expect(hasReadyStep({ deliveryType: 'pickup', tableId: null, ticketing: true })).toBe(false);
  });
});

describe('marking an order ready', () => {
  it('is open to a pickup order in preparation', () => {
    expect(readyStepRefusal(pickup)).toBeUndefined();
  });
  it('refuses an order not yet started, already handed over or rejected', () => {
    for (const status of ['received', 'delivered', 'rejected'])
      expect(readyStepRefusal({ ...pickup, status }), status).toBe('not_in_preparation');
  });
  it('refuses an order that is ready already (the guest is told once)', () => {
    expect(readyStepRefusal({ ...pickup, readyAt: new Date(0) })).toBe('already_ready');
    expect(readyStepRefusal({ ...pickup, readyAt: '2026-12-01T12:00:00.000Z' })).toBe('already_ready');
  });
  it('refuses a delivery, an order at a table and a class booking', () => {
    expect(readyStepRefusal({ ...pickup, deliveryType: 'delivery' })).toBe('no_ready_step');
    expect(readyStepRefusal({ ...pickup, ticketing: true })).toBe('no_ready_step');
    expect(readyStepRefusal({ ...pickup, deliveryType: 'here', tableId: 3 })).toBe('no_ready_step');
  });
});

describe('the step an order is at', () => {
  it('is its status while it is not ready', () => {
    expect(orderStage({ status: 'received', readyAt: null })).toBe('received');
    expect(orderStage({ status: 'processing', readyAt: null })).toBe('processing');
  });
  it('is ready between in preparation and handed over', () => {
    expect(orderStage({ status: 'processing', readyAt: new Date(0) })).toBe('ready');
    expect(orderStage({ status: 'processing', readyAt: '2026-12-01T12:00:00.000Z' })).toBe('ready');
  });
  it('is picked up or rejected once it is, whether or not it was ready', () => {
    expect(orderStage({ status: 'delivered', readyAt: new Date(0) })).toBe('delivered');
    expect(orderStage({ status: 'rejected', readyAt: new Date(0) })).toBe('rejected');
  });
});
