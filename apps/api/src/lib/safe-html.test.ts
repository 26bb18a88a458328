import { describe, expect, it } from 'vitest';
import { html } from './safe-html';

describe('html', () => {
  it('escapes every interpolated text, in content and in attributes', () => {
    const name = `<img src=x onerror=alert(1)> & "quoted" 'single'`;
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;</p>',
    );
  });

  it('keeps markup made by the tag itself, once, and joins lists of it', () => {
    const items = ['<a>', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>`.toString()).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>');
  });

  it('writes numbers, and nothing for null, undefined and false', () => {
    expect(html`${2} ×${null}${undefined}${false}`.toString()).toBe('2 ×');
  });

  it('treats an object that only looks like its markup as text', () => {
    const forged = { toString: () => '<script>alert(1)</script>' } as unknown as string;
    expect(html`${forged}`.toString()).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
