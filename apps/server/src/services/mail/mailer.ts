/**
 * Outgoing mail. With SMTP configured, messages go through nodemailer; without it they are written to
 * DATA_DIR/outbox as .eml files, so an offline installation loses nothing and an administrator can forward them.
 */
import { mkdir, readFile, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type MailDelivery = 'smtp' | 'outbox';

export interface Mailer {
  readonly delivery: MailDelivery;
  send(message: MailMessage): Promise<void>;
  /** Removes kept mail addressed to `address` (account deletion); sent SMTP mail is beyond reach. */
  forget(address: string): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivery: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async forget() {},
  };
}

/** A header value without line breaks (no header injection through a subject or an address). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    delivery: 'outbox',
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const eml = [
        `From: ${headerValue(from)}`,
        `To: ${headerValue(message.to)}`,
        `Subject: ${headerValue(message.subject)}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.text,
        '',
      ].join('\r\n');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(outboxDir, name), eml, 'utf8');
    },
    async forget(address) {
      const to = `to: ${headerValue(address)}`.toLowerCase();
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const path = join(outboxDir, name);
        const headers = (await readFile(path, 'utf8').catch(() => '')).split('\r\n\r\n')[0] ?? '';
        if (headers.split('\r\n').some((line) => line.toLowerCase() === to))
          await unlink(path).catch(() => {});
      }
    },
  };
}

export function createMailer(config: { smtpUrl: string | null; from: string }, dataDir: string): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(join(dataDir, 'outbox'), config.from);
}
