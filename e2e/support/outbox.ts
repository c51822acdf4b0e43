/** The e2e server's outbox (no SMTP): the mail it sent, read as the recipient would read it. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAddressedTo, readEml } from '../../apps/server/src/services/mail/read-eml';

const OUTBOX = join(tmpdir(), `intervia-e2e-${process.env.E2E_PORT ?? 3100}`, 'outbox');

/** The newest e-mail verification link sent to `email` (a path on the app, ready for page.goto). */
export function verificationLinkFor(email: string): string {
  const names = readdirSync(OUTBOX)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => statSync(join(OUTBOX, a)).mtimeMs - statSync(join(OUTBOX, b)).mtimeMs);
  const links = names
    .map((name) => readEml(readFileSync(join(OUTBOX, name), 'utf8')))
    .filter((mail) => isAddressedTo(mail, email))
    .map((mail) => /https?:\/\/[^\s/]+(\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1])
    .filter((link): link is string => Boolean(link));
  const link = links.at(-1);
  if (!link) throw new Error(`no verification link was sent to ${email}`);
  return link;
}
