import { loadManagerCatalogue, type ManagerMessageKey } from '@tavola/i18n/manager';
import { createTranslator } from '@tavola/i18n/translate';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-page';

const entry = (kind: string, subject: string) =>
  ({ id: 1, kind, subject, at: '2026-12-01T12:00:00Z', who: null }) as unknown as Parameters<
    typeof activitySentence
  >[1];

describe('activitySentence', () => {
  it('names an order’s new status in the manager’s language (issue 34: Arabic read "processing")', async () => {
    const t = createTranslator<ManagerMessageKey>('ar', await loadManagerCatalogue('ar'));
    const sentence = activitySentence(t, entry('orders.order.status', '#12 → processing'));
    expect(sentence).toContain('قيد التحضير');
    expect(sentence).not.toContain('processing');
    expect(sentence).toContain('#12');
  });
  it('says whether a product was shown or hidden', async () => {
    const t = createTranslator<ManagerMessageKey>('en', await loadManagerCatalogue('en'));
    expect(activitySentence(t, entry('menu.product.hide', 'Hummus'))).toBe(
      'Hid product “\u2068Hummus\u2069”',
    );
    expect(activitySentence(t, entry('menu.product.show', 'Hummus'))).toBe(
      'Showed product “\u2068Hummus\u2069”',
    );
  });
});
