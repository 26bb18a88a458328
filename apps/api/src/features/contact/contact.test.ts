import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ErrorBody,
  patchSettings,
  postAs,
  readableMail,
  restaurantIdOf,
  startSmtpPeer,
} from '../../test/engagement-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { contactLimit } from './contact.routes';

/**
 * SPEC §7 POST api/contact: mailed to the restaurant through a real SMTP peer; reCAPTCHA
 * checked against a local server that speaks Google's siteverify API.
 */

/** What the mock siteverify saw, and how it answers: tokens starting with 'good' pass. */
const verifications: URLSearchParams[] = [];
let siteverifyFails = false;
const siteverify: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on('end', () => {
    const form = new URLSearchParams(body);
    verifications.push(form);
    if (siteverifyFails) {
      response.writeHead(500).end();
      return;
    }
    const success = request.method === 'POST' && (form.get('response') ?? '').startsWith('good');
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(
        JSON.stringify(
          success
            ? { success, hostname: 'localhost' }
            : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
  });
});

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ctx: TestContext;
let olive: number;
let sakura: number;
/** every test writes from an address of its own, so the rate limit of one does not touch another */
let nextIp = 1;
const send = (payload: Record<string, unknown>, ip = `10.0.0.${nextIp++}`) =>
  postAs(ctx, '/api/contact', payload, { 'x-forwarded-for': ip });
const valid = () => ({
  restaurantId: olive,
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '+49 30 1234567',
  message: 'Do you cater for 40 people on a Sunday?',
});

beforeAll(async () => {
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  smtp = await startSmtpPeer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    LOG_LEVEL: 'fatal',
  });
  olive = await restaurantIdOf(ctx, 'olive-linde');
  sakura = await restaurantIdOf(ctx, 'sakura-ramen');
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await new Promise<void>((resolve) => siteverify.close(() => resolve()));
});
beforeEach(() => {
  verifications.length = 0;
  siteverifyFails = false;
});

describe('POST /api/contact without a reCAPTCHA key', () => {
  it('keeps the message and mails it to the restaurant in its language', async () => {
    const before = smtp.received.length;
    const response = await send(valid());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: {
        type: 'success',
        body: 'Your message has been delivered successfully!',
        code: 'message_delivered',
      },
    });
    await vi.waitFor(() => expect(smtp.received.length).toBe(before + 1), { timeout: 5000 });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['hallo@olive-linde.demo']);
    const text = readableMail(mail.raw);
    // Olive & Linde's language is German
    expect(text).toContain('Nachricht von Ada Lovelace');
    expect(text).toContain('ada@example.org');
    expect(text).toContain('Do you cater for 40 people on a Sunday?');
    const stored = await ctx.deps.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, 'ada@example.org'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ restaurantId: olive, name: 'Ada Lovelace', phone: '+49 30 1234567' });
    expect(verifications).toHaveLength(0);
  });

  it('takes the phone as optional', async () => {
    const { phone: _phone, ...withoutPhone } = valid();
    expect((await send(withoutPhone)).statusCode).toBe(200);
    expect((await send({ ...withoutPhone, phone: '' })).statusCode).toBe(200);
  });

  it('answers 422 with a message per field for missing or bad input', async () => {
    const missing = await send({ restaurantId: olive });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      message: ['The message field is required.'],
    });
    const blank = await send({ ...valid(), name: '   ', message: '' });
    expect(Object.keys(blank.json<ErrorBody>().errors ?? {}).sort()).toEqual(['message', 'name']);
    const bad = await send({ ...valid(), email: 'nope', phone: 'call me' });
    expect(bad.json<ErrorBody>().errors).toEqual({
      email: ['The email must be a valid email address.'],
      phone: ['The phone must be a phone number: digits, which may start with +.'],
    });
    const long = await send({ ...valid(), message: 'x'.repeat(5001) });
    expect(long.json<ErrorBody>().errors?.message).toEqual([
      'The message may not be greater than 5000 characters.',
    ]);
  });

  it(`takes ${contactLimit.limit} messages from one address per window, then answers 429`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < contactLimit.limit; i += 1) expect((await send(valid(), ip)).statusCode).toBe(200);
    const refused = await send(valid(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().message.body).toMatch(
      /Too many attempts\. Please try again in \d+ seconds\./,
    );
    // another restaurant and another address are counted apart
    expect((await send({ ...valid(), restaurantId: sakura }, ip)).statusCode).toBe(200);
    expect((await send(valid(), '10.9.9.10')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const response = await send({ ...valid(), restaurantId: Math.max(olive, sakura) + 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message.body).toBe('The restaurant does not exist.');
  });
});

describe('POST /api/contact with a reCAPTCHA key', () => {
  beforeAll(async () => {
    await patchSettings(ctx, sakura, { recaptcha_site_key: 'site-key-sakura' });
    await ctx.deps.db.insert(schema.restaurantPaymentCredentials).values({
      restaurantId: sakura,
      provider: 'recaptcha',
      credentials: { secretKey: 'secret-sakura' },
    });
  });
  const sakuraMessage = () => ({ ...valid(), restaurantId: sakura });

  it('sends the secret, the answer and the guest’s address to siteverify and accepts a valid answer', async () => {
    const response = await send({ ...sakuraMessage(), recaptchaToken: 'good-token' }, '10.1.2.3');
    expect(response.statusCode, response.body).toBe(200);
    expect(verifications).toHaveLength(1);
    expect(Object.fromEntries(verifications[0]!)).toEqual({
      secret: 'secret-sakura',
      response: 'good-token',
      remoteip: '10.1.2.3',
    });
  });

  it('refuses a missing or invalid answer with the recaptcha message', async () => {
    const missing = await send(sakuraMessage());
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors).toEqual({ recaptcha: ['The reCAPTCHA response is not valid.'] });
    const invalid = await send({ ...sakuraMessage(), recaptchaToken: 'bad-token', lang: 'fr' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<ErrorBody>().errors?.recaptcha?.[0]).toMatch(/reCAPTCHA/);
    expect(verifications).toHaveLength(1);
  });

  it('answers 503 when siteverify cannot answer, and stores nothing', async () => {
    siteverifyFails = true;
    const response = await send({ ...sakuraMessage(), email: 'down@example.org', recaptchaToken: 'good' });
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorBody>().message.body).toBe('Something went wrong');
    const stored = await ctx.deps.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, 'down@example.org'));
    expect(stored).toHaveLength(0);
  });

  it('still works, unverified but rate limited, when a site key has no stored secret', async () => {
    await patchSettings(ctx, olive, { recaptcha_site_key: 'site-key-without-secret' });
    try {
      expect((await send(valid())).statusCode).toBe(200);
      expect(verifications).toHaveLength(0);
    } finally {
      await patchSettings(ctx, olive, { recaptcha_site_key: null });
    }
  });
});
