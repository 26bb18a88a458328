/** reCAPTCHA's script and challenge frames (Google's documented CSP sources; recaptcha.net where google.com is blocked). */
const recaptchaScripts = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://www.recaptcha.net/recaptcha/',
];
const recaptchaFrames = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
  'https://www.recaptcha.net/recaptcha/',
];

/**
 * Issue 14.6, decision 017: what a storefront or manager page (and the service worker, whose
 * policy is that of its own script) may load. Scripts only from this site — Vite's output has
 * no inline script; the page configuration is `type="application/json"`, never executed — and
 * no script in attributes. `<style>` elements only with this response's nonce (Radix's scroll
 * lock adds one while a dialog is open); React's `style={…}` goes through the CSSOM, which CSP
 * allows. Images from this site (/api/media), data: and blob:. Payment redirects are top-level
 * navigations, which no directive restricts; forms post to this site only. reCAPTCHA's hosts
 * only on the pages of a restaurant with a site key.
 */
export function pagePolicy(options: { styleNonce?: string; recaptcha: boolean }): Record<string, string[]> {
  const { styleNonce, recaptcha } = options;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? recaptchaScripts : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    ...(recaptcha && { 'frame-src': ["'self'", ...recaptchaFrames] }),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}
