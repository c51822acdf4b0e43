/** The e-mail that proves an address: its landing page in the web app and its wording. */
import { ROUTES } from '@intervia/shared';
import type { MailMessage } from '../services/mail/mailer';

/** The web page the verification link lands on; better-auth adds `?error=…` when the link is bad or expired. */
const EMAIL_VERIFIED_PAGE = ROUTES.emailVerified;

/**
 * better-auth's link (on PUBLIC_URL), always landing on our page whatever callbackURL the client asked for: a link
 * in an e-mail should not carry a redirect someone else chose.
 */
export function emailVerificationLink(betterAuthUrl: string): string {
  const url = new URL(betterAuthUrl);
  url.searchParams.set('callbackURL', EMAIL_VERIFIED_PAGE);
  return url.toString();
}

export function verificationMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address for Intervia',
    text: [
      'Hello,',
      '',
      `Please confirm that ${to} is your address by opening this link (it works for 24 hours):`,
      link,
      '',
      'Until you do, this address cannot receive administrator rights or accept invitations.',
      'If you did not ask for this, ignore this message: nothing changes.',
    ].join('\n'),
  };
}
