import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { slotRefusalOf } from './slot-refusal';

describe('slotRefusalOf', () => {
  it("reads a full slot's 422: the server's sentence and the next slot with room", () => {
    const error = new ApiError(422, 'The capacity is full.', {
      delivery_time: ['The capacity is full.'],
      validTime: ['2026-12-04 19:00'],
    });
    expect(slotRefusalOf(error)).toEqual({ message: 'The capacity is full.', next: '2026-12-04 19:00' });
  });

  it('keeps the sentence when no slot ahead has room', () => {
    const error = new ApiError(422, 'The capacity is full.', { delivery_time: ['The capacity is full.'] });
    expect(slotRefusalOf(error)).toEqual({ message: 'The capacity is full.', next: undefined });
  });

  it('is no refusal of the slot when the 422 is about other fields, or the failure is not a 422', () => {
    expect(slotRefusalOf(new ApiError(422, 'Name is required.', { 'userInfo.name': ['x'] }))).toBeUndefined();
    expect(slotRefusalOf(new ApiError(503, 'Service unavailable'))).toBeUndefined();
    expect(slotRefusalOf(new Error('offline'))).toBeUndefined();
  });
});
