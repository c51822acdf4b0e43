/**
 * Outgoing mail. With SMTP configured, messages go through nodemailer; without it they are written to
 * DATA_DIR/outbox as .eml files, so an offline installation loses nothing and an administrator can forward them.
 */
import { mkdir, readFile, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { isAddressedTo, readEml } from './read-eml';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  /** The recipient's name, shown in their mail client (`"Ana Diaz" <ana@example.com>`). */
  toName?: string | undefined;
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

/** Message-IDs name the sender's own domain, as RFC 5322 asks. */
function messageIdFor(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** A header value without line breaks (no header injection through a subject or an address). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** The message as nodemailer takes it: the recipient with their name, a Message-ID from the sender's domain. */
function envelopeOf(from: string, message: MailMessage) {
  const address = headerValue(message.to);
  return {
    from,
    to: message.toName ? { name: headerValue(message.toName), address } : address,
    subject: headerValue(message.subject),
    text: message.text,
    messageId: messageIdFor(from),
    date: new Date(),
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivery: 'smtp',
    async send(message) {
      await transport.sendMail(envelopeOf(from, message));
    },
    async forget() {},
  };
}

/**
 * Without SMTP the message is composed exactly as it would be sent (MIME-Version, Message-ID, Date, encoded
 * headers for non-ASCII names) and kept as an .eml file an administrator can open or forward.
 */
function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    delivery: 'outbox',
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const composed = await composer.sendMail(envelopeOf(from, message));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(outboxDir, name), composed.message as Buffer);
    },
    async forget(address) {
      const names = await readdir(outboxDir).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const path = join(outboxDir, name);
        const mail = readEml(await readFile(path, 'utf8').catch(() => ''));
        if (isAddressedTo(mail, address)) await unlink(path).catch(() => {});
      }
    },
  };
}

export function createMailer(config: { smtpUrl: string | null; from: string }, dataDir: string): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(join(dataDir, 'outbox'), config.from);
}
