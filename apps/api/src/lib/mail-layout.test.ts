import { describe, expect, it } from 'vitest';
import { type MailContent, renderMail } from './mail-layout';

const payload = '<img src=x onerror=alert(1)>';

const content = (overrides: Partial<MailContent> = {}): MailContent => ({
  locale: 'en',
  restaurant: {
    name: 'Olive & Linde',
    street: 'Linienstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    telephone: '+49 30 1234567',
    email: 'hallo@olive-linde.demo',
    theme: { primaryColor: '#aa3300' },
  },
  title: 'Your order #12',
  paragraphs: ['Thank you, Ada!'],
  lines: [
    {
      quantity: 2,
      name: 'Falafel',
      amount: '€12.00',
      options: [{ quantity: 1, name: 'Hummus' }],
      notes: ['No onions'],
    },
  ],
  totals: ['Subtotal: €12.00', 'Total: €14.00'],
  notes: ['When: as soon as possible'],
  ...overrides,
});

describe('renderMail', () => {
  it('writes a header in the primary colour, the lines as a table, the totals and the address', () => {
    const { html } = renderMail(content());
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('background:#aa3300');
    expect(html).toContain('Olive &amp; Linde</td>');
    expect(html).toMatch(
      /<td[^>]*>2 ×<\/td>\s*<td[^>]*>Falafel<br><span[^>]*>1 × Hummus<\/span><br><em[^>]*>No onions<\/em><\/td>/,
    );
    expect(html).toMatch(/text-align:right;white-space:nowrap;">€12.00<\/td>/);
    expect(html).toMatch(/font-weight:bold;">Total: €14.00<\/td>/);
    expect(html).toContain(
      'Olive &amp; Linde · Linienstraße 12 · 10115 Berlin · +49 30 1234567 · hallo@olive-linde.demo',
    );
  });

  it('writes the same content as plain text', () => {
    expect(renderMail(content()).text).toBe(
      [
        'Thank you, Ada!',
        '2 × Falafel  €12.00\n    1 × Hummus\n    No onions',
        'Subtotal: €12.00\nTotal: €14.00\nWhen: as soon as possible',
        'Olive & Linde, Linienstraße 12, 10115 Berlin, +49 30 1234567, hallo@olive-linde.demo',
      ].join('\n\n'),
    );
  });

  it('runs right to left in Arabic, amounts on the left', () => {
    const { html } = renderMail(content({ locale: 'ar' }));
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/text-align:left;white-space:nowrap;">€12.00/);
  });

  it('escapes every text it is given, the restaurant’s too', () => {
    const { html } = renderMail(
      content({
        restaurant: { ...content().restaurant, name: payload, street: payload, city: payload },
        title: payload,
        paragraphs: [payload],
        lines: [
          {
            quantity: 1,
            name: payload,
            amount: payload,
            options: [{ quantity: 1, name: payload }],
            notes: [payload],
          },
        ],
        totals: [payload],
        notes: [payload],
      }),
    );
    expect(html).not.toContain('<img');
    expect(html.split('&lt;img src=x onerror=alert(1)&gt;').length - 1).toBe(12);
  });

  it('makes the paragraph that is the link a link, and falls back to the default colour', () => {
    const link = 'https://shop.example/resetpass/abc?restaurant=olive-linde&lang=en';
    const { html } = renderMail(
      content({
        paragraphs: ['Open this link:', link],
        link,
        lines: [],
        totals: [],
        notes: [],
        restaurant: { ...content().restaurant, theme: { primaryColor: 'red;x' } },
      }),
    );
    expect(html).toContain('<a href="https://shop.example/resetpass/abc?restaurant=olive-linde&amp;lang=en"');
    expect(html).toContain('background:#15803d');
    expect(html).not.toContain(
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse',
    );
  });
});
