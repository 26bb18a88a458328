import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const outboxDir = mkdtempSync(join(tmpdir(), 'tavola-outbox-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('the offline outbox (no SMTP_URL)', () => {
  it('keeps the text with its headers and the HTML part beside it', async () => {
    const mailer = createMailer({ outboxDir, from: 'Tavola <no-reply@localhost>', log: () => undefined });
    await mailer.send({
      to: 'ada@example.org',
      subject: 'Hi',
      lang: 'en',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    const [html, text] = files as [string, string];
    expect(html.replace(/\.html$/, '')).toBe(text.replace(/\.txt$/, ''));
    expect(readFileSync(join(outboxDir, text), 'utf8')).toBe(
      'From: Tavola <no-reply@localhost>\nTo: ada@example.org\nSubject: Hi\nContent-Language: en\n\nHello',
    );
    expect(readFileSync(join(outboxDir, html), 'utf8')).toBe('<p>Hello</p>');
  });

  it('writes inline images beside the mail and points the HTML copy at them instead of cid:', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavola-outbox-images-'));
    try {
      const mailer = createMailer({
        outboxDir: dir,
        from: 'Tavola <no-reply@localhost>',
        log: () => undefined,
      });
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
      await mailer.send({
        to: 'ada@example.org',
        subject: 'Tickets',
        lang: 'en',
        text: 'Your tickets',
        html: '<img src="cid:ticket-7@tavola" alt="QR">',
        inlineImages: [
          { cid: 'ticket-7@tavola', filename: 'ticket-7.png', contentType: 'image/png', content: png },
        ],
      });
      const files = readdirSync(dir).sort();
      const image = files.find((file) => file.endsWith('-ticket-7.png'));
      expect(image).toBeDefined();
      expect(readFileSync(join(dir, image!))).toEqual(png);
      const html = readFileSync(join(dir, files.find((file) => file.endsWith('.html'))!), 'utf8');
      expect(html).toBe(`<img src="./${image}" alt="QR">`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps an attachment (issue 36: the receipt PDF) beside the mail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavola-outbox-files-'));
    try {
      const mailer = createMailer({
        outboxDir: dir,
        from: 'Tavola <no-reply@localhost>',
        log: () => undefined,
      });
      const pdf = Buffer.from('%PDF-1.3');
      await mailer.send({
        to: 'ada@example.org',
        subject: 'Your order',
        lang: 'en',
        text: 'Thanks',
        html: '<p>Thanks</p>',
        attachments: [{ filename: 'invoice-7.pdf', contentType: 'application/pdf', content: pdf }],
      });
      const file = readdirSync(dir).find((name) => name.endsWith('-invoice-7.pdf'));
      expect(file).toBeDefined();
      expect(readFileSync(join(dir, file!))).toEqual(pdf);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
