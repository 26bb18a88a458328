import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP peer on a free local port that keeps what it receives. */
export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
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

/** The decoded parts of a received mail (MIME parsed by postal-mime). */
export async function mailParts(raw: string): Promise<{ subject: string; text: string; html: string }> {
  const mail = await PostalMime.parse(raw);
  return { subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html ?? '' };
}

/** A received mail's attachments (issue 36: the receipt PDF), decoded. */
export async function mailAttachments(
  raw: string,
): Promise<{ filename: string; mimeType: string; content: Buffer }[]> {
  const mail = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  return mail.attachments.map((file) => ({
    filename: file.filename ?? '',
    mimeType: file.mimeType,
    content: Buffer.from(file.content as ArrayBuffer),
  }));
}
