import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  lang: string;
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
          headers: { 'Content-Language': message.lang },
        });
      },
      close: () => transport.close(),
    };
  }
  // offline default: the mail is written where a developer can read it, and logged
  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`,
      );
      const headers = `From: ${options.from}\nTo: ${message.to}\nSubject: ${message.subject}\nContent-Language: ${message.lang}\n\n`;
      await writeFile(file, headers + message.text);
      options.log(`mail to ${message.to} kept in ${file} (no SMTP_URL)`);
    },
    close: () => undefined,
  };
}
