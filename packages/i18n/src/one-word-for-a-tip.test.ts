import { describe, expect, it } from 'vitest';
import { managerAr } from './messages/manager.ar';
import { serverAr } from './messages/server.ar';
import { webDeferredAr } from './messages/web-deferred.ar';

/** Issue 33: Arabic called the tip 'إكرامية' on one screen and 'بقشيش' on the next. */
describe('Arabic names the tip by one word', () => {
  it.each([
    ['storefront', webDeferredAr],
    ['manager area', managerAr],
    ['server', serverAr],
  ])('the %s says إكرامية, never بقشيش', (_, catalogue) => {
    const texts = JSON.stringify(catalogue);
    expect(texts).not.toContain('بقشيش');
  });
  it('says it where the tip is named', () => {
    for (const key of ['checkout.tip', 'checkout.tipNone', 'checkout.tipAmount', 'bill.tip'] as const)
      expect(webDeferredAr[key]).toContain('إكرامية');
    expect(serverAr.mail_tip).toContain('الإكرامية');
  });
});
