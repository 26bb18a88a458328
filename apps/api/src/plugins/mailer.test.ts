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
});
