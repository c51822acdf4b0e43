/** The SMTP mailer against a real local SMTP server (smtp-server), and the offline outbox. */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { temporaryFolder } from '../../testing/temporary-folder.testing';
import { createMailer } from './mailer';

describe('mailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Intervia <jobs@example.com>' },
      temporaryFolder('mail-'),
    );
    expect(mailer.delivery).toBe('smtp');
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your interview',
      text: 'Start: http://x/job-invite/abc',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'jobs@example.com', to: ['ada@example.com'] });
    expect(received[0]!.data).toContain('Subject: Your interview');
    expect(received[0]!.data).toContain('http://x/job-invite/abc');
  });

  it('fails loudly when the SMTP server is unreachable', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@example.com' }, tmpdir());
    await expect(mailer.send({ to: 'b@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });

  it('writes to DATA_DIR/outbox without SMTP, with no header injection', async () => {
    const dataDir = temporaryFolder('mail-');
    const mailer = createMailer({ smtpUrl: null, from: 'Intervia <no-reply@localhost>' }, dataDir);
    expect(mailer.delivery).toBe('outbox');
    await mailer.send({ to: 'c@example.com', subject: 'Hi\r\nBcc: evil@example.com', text: 'Body line' });
    const [file] = readdirSync(join(dataDir, 'outbox'));
    const eml = readFileSync(join(dataDir, 'outbox', file!), 'utf8');
    expect(eml).toContain('To: c@example.com\r\n');
    expect(eml).toContain('Subject: Hi Bcc: evil@example.com\r\n');
    expect(eml).not.toMatch(/^Bcc:/m);
    expect(eml).toContain('Body line');
  });

  it('writes a proper MIME message: MIME-Version, Message-ID from the sender’s domain, Date, the recipient’s name', async () => {
    const dataDir = temporaryFolder('mail-');
    const mailer = createMailer({ smtpUrl: null, from: 'Intervia <no-reply@jobs.example.com>' }, dataDir);
    await mailer.send({
      to: 'ana@example.com',
      toName: 'Ana Díaz',
      subject: 'Your first-round interview',
      text: 'Hello Ana,\n\nStart here: https://jobs.example.com/job-invite/abc',
    });
    const [file] = readdirSync(join(dataDir, 'outbox'));
    const eml = readFileSync(join(dataDir, 'outbox', file!), 'utf8');
    const headers = eml.slice(0, eml.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^MIME-Version: 1\.0$/m);
    expect(headers).toMatch(/^Message-ID: <[0-9a-f-]{36}@jobs\.example\.com>$/m);
    expect(Number.isNaN(Date.parse(/^Date: (.+)$/m.exec(headers)![1]!))).toBe(false);
    expect(headers).toMatch(/^From: Intervia <no-reply@jobs\.example\.com>$/m);
    // A non-ASCII name is encoded (RFC 2047); decoded it is the candidate's name.
    const to = /^To: (.+)$/m.exec(headers)![1]!;
    expect(to).toMatch(/<ana@example\.com>$/);
    const encoded = /=\?UTF-8\?Q\?(.+)\?=/i.exec(to)?.[1];
    expect(encoded && decodeURIComponent(encoded.replace(/_/g, ' ').replace(/=/g, '%'))).toBe('Ana Díaz');
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).toContain('https://jobs.example.com/job-invite/abc');
  });
});
