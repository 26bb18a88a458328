import type { AddressInfo } from 'node:net';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { TestContext } from './test-app';

/** Helpers for the engagement tests (newsletter, contact, blog, reservation, visits). */

export interface ErrorBody {
  message: { type: string; body: string; code?: string };
  errors?: Record<string, string[]>;
}

export async function restaurantIdOf(ctx: TestContext, slug: string): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, slug));
  if (!row) throw new Error(`demo restaurant ${slug} is missing`);
  return row.id;
}

/** Changes some of a restaurant's stored settings (the restaurant lookup in tests does not cache). */
export async function patchSettings(ctx: TestContext, restaurantId: number, patch: Record<string, unknown>) {
  const [row] = await ctx.deps.db
    .select({ settings: schema.restaurants.settings })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  await ctx.deps.db
    .update(schema.restaurants)
    .set({ settings: { ...row?.settings, ...patch } })
    .where(eq(schema.restaurants.id, restaurantId));
}

/** POST with a fresh guest token (or the headers given), like the storefront. */
export async function postAs(
  ctx: TestContext,
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const token = await ctx.publicToken();
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP peer on a free local port that keeps what it receives. */
export async function startSmtpPeer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Headers unfolded with their encoded words decoded, and a quoted-printable body decoded. */
export function readableMail(raw: string): string {
  const quotedPrintable = (text: string) =>
    text.replace(/(=[0-9A-F]{2})+/gi, (match) => {
      try {
        return decodeURIComponent(match.replace(/=/g, '%'));
      } catch {
        return match;
      }
    });
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw
    .slice(0, split)
    // adjacent encoded words of a folded header join without the fold (RFC 2047 §6.2)
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_match, text: string) =>
      Buffer.from(text, 'base64').toString('utf8'),
    )
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, text: string) => quotedPrintable(text.replace(/_/g, ' ')));
  const body = quotedPrintable(raw.slice(split).replace(/=\r?\n/g, ''));
  return headers + body;
}
