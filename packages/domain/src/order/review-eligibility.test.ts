import { describe, expect, it } from 'vitest';
import { isReviewableStatus } from './review-eligibility';

describe('isReviewableStatus', () => {
  it('allows a delivered order', () => {
    expect(isReviewableStatus('delivered')).toBe(true);
  });
  it('refuses an order still received or processing, and a rejected one', () => {
    for (const status of ['received', 'processing', 'rejected'])
      expect(isReviewableStatus(status)).toBe(false);
  });
});
