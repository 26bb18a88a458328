import { loadManagerCatalogue } from '@tavola/i18n/manager';
import { createTranslator } from '@tavola/i18n/translate';
import { describe, expect, it } from 'vitest';
import { holdReason } from './payment-marks';

const t = createTranslator('en', await loadManagerCatalogue('en'));

describe('holdReason', () => {
  it('tells the kitchen not to prepare an order that waits for its payment', () => {
    expect(holdReason(t, 'awaiting_payment', 'pickup')).toBe(t('hold.waitReason'));
    expect(holdReason(t, 'payment_ended', 'delivery')).toBe(t('hold.endedReason'));
  });
  it('speaks of confirming a class booking, not of preparing it (issue 33)', () => {
    expect(holdReason(t, 'awaiting_payment', 'class')).toBe(t('hold.waitReasonClass'));
    expect(holdReason(t, 'payment_ended', 'class')).toBe(t('hold.endedReasonClass'));
    expect(holdReason(t, 'awaiting_payment', 'class')).not.toMatch(/prepar/i);
  });
});
