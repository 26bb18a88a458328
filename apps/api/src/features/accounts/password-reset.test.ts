import { schema } from '@tavola/db';
import { resetTokenLifetimeMinutes } from '@tavola/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { createTestContext, type TestContext } from '../../test/test-app';
import { attemptLimits } from '../auth';
import { type Customer, type ErrorBody, restaurantIdOf, signUp, someAddress } from './account-test-kit';
import { hashResetToken } from './password-reset.service';

/**
 * SPEC §7 forgot-password, password/reset and password/reset-password, with the reset link
 * received by a real SMTP peer. Tokens are random, stored hashed, expire and work once.
 */

let smtp: SmtpPeer;
let inbox: SmtpPeer['received'];

let ctx: TestContext;
let olive: number;
let sakura: number;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  inbox = smtp.received;
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://shop.example',
    LOG_LEVEL: 'error',
  });
  olive = restaurantIdOf(ctx, 'olive-linde');
  sakura = restaurantIdOf(ctx, 'sakura-ramen');
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const forgot = (email: string, restaurantId = olive, remoteAddress = someAddress(), lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress,
    payload: { restaurantId, email, lang },
  });
const checkToken = (token: string, restaurantId = olive) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/auth/password/reset?restaurantId=${restaurantId}&token=${encodeURIComponent(token)}`,
    remoteAddress: someAddress(),
  });
const reset = (payload: Record<string, unknown>, restaurantId = olive) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset-password',
    remoteAddress: someAddress(),
    payload: { restaurantId, password_confirmation: payload.password, ...payload },
  });
const login = (email: string, password: string, restaurantId = olive) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: someAddress(),
    payload: { email, password, restaurantId },
  });

/** Waits for the mail to `email` that arrives after `count` mails to it, and reads its token. */
async function resetMailTo(email: string, after = 0): Promise<{ token: string; raw: string; link: string }> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const mails = inbox.filter((mail) => mail.to.includes(email));
    const mail = mails[after];
    if (mail) {
      // quoted-printable may break long lines with '=' at the end
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /(https:\/\/shop\.example\/resetpass\/[^\s]+)/.exec(text)?.[1];
      const token = /\/resetpass\/([A-Za-z0-9_-]+)\?/.exec(text)?.[1];
      if (!link || !token) throw new Error(`no reset link in ${mail.raw}`);
      return { token, raw: text, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${email}`);
}
const mailsTo = (email: string) => inbox.filter((mail) => mail.to.includes(email)).length;

async function customer(): Promise<Customer> {
  return signUp(ctx, olive);
}

describe('POST api/auth/forgot-password', () => {
  it('mails a link to /resetpass/{token} of this storefront, in the language asked for', async () => {
    const user = await customer();
    const response = await forgot(user.email, olive, someAddress(), 'de');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: { body: string } }>().message.body).toBe(
      'Wenn die Adresse registriert ist, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    );
    const mail = await resetMailTo(user.email);
    expect(mail.link).toBe(`https://shop.example/resetpass/${mail.token}?restaurant=olive-linde&lang=de`);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Passwort/);
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // stored only as its hash
    const rows = await ctx.deps.db
      .select()
      .from(schema.passwordResets)
      .where(eq(schema.passwordResets.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(mail.token));
    expect(JSON.stringify(rows)).not.toContain(mail.token);
  });

  it('answers a known and an unknown e-mail with the same status and body, and never waits for the account', async () => {
    const user = await customer();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.org');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

    // no timing to compare: the answer never waits for the account's work. While the mail to a
    // known account is held back, its answer has already arrived (a clock-free proof that known
    // and unknown e-mails take the same path up to the answer)
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = ctx.deps.mailer.send.bind(ctx.deps.mailer);
    let asked = 0;
    const spy = vi.spyOn(ctx.deps.mailer, 'send').mockImplementation(async (message) => {
      asked += 1;
      await held;
      return send(message);
    });
    try {
      const other = await customer();
      const answer = await forgot(other.email);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(known.body);
      for (let waited = 0; asked === 0 && waited < 5000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(asked).toBe(1);
      expect(mailsTo(other.email)).toBe(0);
      release();
      await resetMailTo(other.email);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('sends nothing for an e-mail registered only at another restaurant', async () => {
    const other = await signUp(ctx, sakura);
    const before = inbox.length;
    const response = await forgot(other.email, olive);
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.length).toBe(before);
  });

  it('mails an account a few links an hour and answers alike past that; one address is limited', async () => {
    const user = await customer();
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 7; i++) {
      known.push((await forgot(user.email)).body);
      unknown.push((await forgot('ghost@example.org')).body);
    }
    // the same words whether or not the e-mail is registered, and no 429 its owner could meet
    expect(new Set([...known, ...unknown]).size).toBe(1);
    expect(JSON.parse(known[0]!).message.code).toBe('reset_link_sent');
    await resetMailTo(user.email, 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email)).toBe(5);

    const address = '192.0.2.66';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await forgot(`someone-${i}@example.org`, olive, address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('refuses a malformed e-mail field by field', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(['email']);
  });
});

describe('GET api/auth/password/reset and POST api/auth/password/reset-password', () => {
  it('the token names its e-mail; the reset sets the password once', async () => {
    const user = await customer();
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    const check = await checkToken(token);
    expect(check.statusCode).toBe(200);
    expect(check.json<{ data: { email: string } }>().data.email).toBe(user.email);

    const done = await reset({ email: user.email, token, password: 'a-new-secret' });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ message: { body: string } }>().message.body).toBe(
      'Your password has successfully changed.',
    );
    expect((await login(user.email, 'a-new-secret')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);

    // single use
    const reused = await reset({ email: user.email, token, password: 'another-secret' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorBody>().message.body).toBe('This password reset token is invalid.');
    expect((await checkToken(token)).statusCode).toBe(400);
    expect((await login(user.email, 'a-new-secret')).statusCode).toBe(200);
  });

  it('an expired token is invalid', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const user = await customer();
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    vi.setSystemTime(Date.now() + resetTokenLifetimeMinutes * 60_000 + 1000);
    expect((await checkToken(token)).statusCode).toBe(400);
    const response = await reset({ email: user.email, token, password: 'too-late-now' });
    expect(response.statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('a wrong or made-up token is invalid, and so is a token of another restaurant', async () => {
    const user = await customer();
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    expect((await checkToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(
      400,
    );
    expect(
      (await reset({ email: user.email, token: 'x'.repeat(43), password: 'whatever-1' })).statusCode,
    ).toBe(400);
    expect((await checkToken(token, sakura)).statusCode).toBe(400);
    expect((await reset({ email: user.email, token, password: 'whatever-1' }, sakura)).statusCode).toBe(400);
    // still good where it belongs
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it("a token used with another account's e-mail: 'We can't find a user with that e-mail address.'", async () => {
    const user = await customer();
    const other = await customer();
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    const response = await reset({ email: other.email, token, password: 'hijacked-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      email: ["We can't find a user with that e-mail address."],
    });
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const user = await customer();
    await forgot(user.email);
    const first = await resetMailTo(user.email, 0);
    await forgot(user.email);
    const second = await resetMailTo(user.email, 1);
    expect(second.token).not.toBe(first.token);
    expect((await checkToken(first.token)).statusCode).toBe(400);
    expect((await checkToken(second.token)).statusCode).toBe(200);
  });

  it('checks the new password: at least 8 characters and confirmed', async () => {
    const user = await customer();
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    const short = await reset({ email: user.email, token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json<ErrorBody>().errors).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
    const unconfirmed = await reset({
      email: user.email,
      token,
      password: 'long-enough',
      password_confirmation: 'long-enougH',
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json<ErrorBody>().errors).toEqual({
      password: ['The password confirmation does not match.'],
    });
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it('two resets with one token at the same moment: exactly one wins', async () => {
    const user = await customer();
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    const answers = await Promise.all([
      reset({ email: user.email, token, password: 'first-winner' }),
      reset({ email: user.email, token, password: 'second-winner' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'first-winner' : 'second-winner';
    expect((await login(user.email, winner)).statusCode).toBe(200);
  });

  it('trying tokens is limited per address', async () => {
    const address = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/auth/password/reset?restaurantId=${olive}&token=guess${i}`,
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('a stranger cannot lock an owner out (issue 14)', () => {
  const strangerAddress = (i: number) => `203.0.113.${i + 1}`;

  it('reset requests from many addresses: the owner still gets in with the newest link', async () => {
    const user = await customer();
    for (let i = 0; i < 8; i++)
      expect((await forgot(user.email, olive, strangerAddress(i))).statusCode).toBe(200);
    const own = await forgot(user.email);
    expect(own.statusCode).toBe(200);
    // five mails reached the owner (the strangers asked for them); the newest link among them works
    const links = await Promise.all([0, 1, 2, 3, 4].map((index) => resetMailTo(user.email, index)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email)).toBe(5);
    const valid = [];
    for (const link of links) if ((await checkToken(link.token)).statusCode === 200) valid.push(link.token);
    expect(valid).toHaveLength(1);
    const done = await reset({ email: user.email, token: valid[0]!, password: 'back-in-again' });
    expect(done.statusCode).toBe(200);
    expect((await login(user.email, 'back-in-again')).statusCode).toBe(200);
  });

  it('wrong tokens for the owner’s e-mail from many addresses do not block the owner’s own link', async () => {
    const user = await customer();
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    for (let i = 0; i < 15; i++) {
      const guess = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset-password',
        remoteAddress: strangerAddress(i),
        payload: {
          restaurantId: olive,
          email: user.email,
          token: `guess-${i}`.padEnd(43, 'x'),
          password: 'taken-over-1',
          password_confirmation: 'taken-over-1',
        },
      });
      expect(guess.statusCode).toBe(400);
    }
    expect((await reset({ email: user.email, token, password: 'mine-again-1' })).statusCode).toBe(200);
  });

  it('a login locked by guesses from many addresses: the answer points to the reset, which lets the owner in at once', async () => {
    const user = await customer();
    const { max } = attemptLimits.login.account;
    for (let i = 0; i <= max; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: strangerAddress(i),
        payload: { email: user.email, password: `guess-${i}`, restaurantId: olive },
      });
    }
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ErrorBody>().message.body).toMatch(
      /^Too many attempts at this account\. Try again in \d+ seconds, or reset your password\.$/,
    );
    await forgot(user.email);
    const { token } = await resetMailTo(user.email);
    expect((await reset({ email: user.email, token, password: 'fresh-start-1' })).statusCode).toBe(200);
    expect((await login(user.email, 'fresh-start-1')).statusCode).toBe(200);
  });
});
