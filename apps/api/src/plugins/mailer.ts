import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import nodemailer from 'nodemailer';

/** Every mail has an HTML part (built by lib/mail-layout) and the same content as plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  lang: string;
  /** inline images the HTML shows as `cid:<cid>` (ticket QR codes), attached to the mail */
  inlineImages?: MailImage[];
  /** files to keep (issue 36: the order's receipt as a PDF) */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: 'application/pdf';
  content: Buffer;
}

export interface MailImage {
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Buffer;
}

/** Sends e-mail (SMTP_URL), or keeps it in an outbox folder when no SMTP server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { 'Content-Language': message.lang },
          attachments: [...(message.inlineImages ?? []), ...(message.attachments ?? [])].map((file) => ({
            ...file,
          })),
        });
      },
      close: () => transport.close(),
    };
  }
  // offline default: the mail is written where a developer can read it (the text with its
  // headers, the HTML part beside it to open in a browser, its inline images beside that, which
  // the outbox copy of the HTML names by file instead of cid:), and logged
  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const stem = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      );
      const headers = `From: ${options.from}\nTo: ${message.to}\nSubject: ${message.subject}\nContent-Language: ${message.lang}\n\n`;
      let html = message.html;
      for (const image of message.inlineImages ?? []) {
        const file = `${stem}-${image.filename}`;
        await writeFile(file, image.content);
        html = html.replaceAll(`cid:${image.cid}`, `./${basename(file)}`);
      }
      for (const file of message.attachments ?? []) await writeFile(`${stem}-${file.filename}`, file.content);
      await writeFile(`${stem}.html`, html);
      await writeFile(`${stem}.txt`, headers + message.text);
      options.log(`mail to ${message.to} kept in ${stem}.txt and .html (no SMTP_URL)`);
    },
    close: () => undefined,
  };
}
