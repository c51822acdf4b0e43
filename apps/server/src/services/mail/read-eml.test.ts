import { describe, expect, it } from 'vitest';
import { isAddressedTo, readEml } from './read-eml';

const EML = [
  'From: Intervia <no-reply@localhost>',
  'To: Ada Lovelace <ada@example.com>',
  'Subject: Confirm',
  'Content-Transfer-Encoding: quoted-printable',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Open http://localhost:3000/api/auth/verify-email?token=3DeyJhbGciOiJIUzI1Ni=',
  'J9.abc&callbackURL=3D%2Femail-verified to confirm. Caf=C3=A9.',
  '',
].join('\r\n');

describe('readEml', () => {
  it('decodes a quoted-printable body as a mail client shows it (soft breaks joined, =XX bytes as UTF-8)', () => {
    const mail = readEml(EML);
    expect(mail.headers.subject).toBe('Confirm');
    expect(mail.text).toContain(
      'http://localhost:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.abc&callbackURL=%2Femail-verified',
    );
    expect(mail.text).toContain('Café.');
  });

  it('decodes a base64 body and leaves an unencoded one as it is', () => {
    const base64 = readEml(
      `To: a@b.c\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from('Hello, wörld').toString('base64')}`,
    );
    expect(base64.text).toBe('Hello, wörld');
    expect(readEml('To: a@b.c\r\n\r\nPlain text').text).toBe('Plain text');
  });

  it('matches the recipient with or without a display name, and not another address ending the same way', () => {
    const mail = readEml(EML);
    expect(isAddressedTo(mail, 'ADA@example.com')).toBe(true);
    expect(isAddressedTo(readEml('To: ada@example.com\r\n\r\n'), 'ada@example.com')).toBe(true);
    expect(isAddressedTo(readEml('To: jada@example.com\r\n\r\n'), 'ada@example.com')).toBe(false);
  });
});
