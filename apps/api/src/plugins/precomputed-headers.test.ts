import { describe, expect, it } from 'vitest';
import { pagePolicy } from '../features/web-app/page-policy';
import { contentSecurityPolicy, helmetHeaders } from './security-headers';

/**
 * Decision 036: the security headers are worked out once from helmet, and a page's policy is
 * written by our own serialiser; both must read exactly as helmet writes them per answer.
 */
describe('headers computed once', () => {
  it('are helmet’s: nosniff, framing, referrer, cross-origin rules, the answer policy', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"] } },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'sameorigin' },
    });
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it.each([
    { styleNonce: 'bm9uY2U=', recaptcha: false },
    { styleNonce: 'bm9uY2U=', recaptcha: true },
    { recaptcha: false },
  ])('a page policy reads as helmet writes it (%o)', (options) => {
    const directives = pagePolicy(options);
    const byHelmet = helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives } })[
      'content-security-policy'
    ];
    expect(contentSecurityPolicy(directives)).toBe(byHelmet);
  });
});
