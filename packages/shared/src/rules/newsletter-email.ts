/**
 * The newsletter address rule, without zod, so the landing page can check an address before sending it without
 * loading a schema library; the server's request schema applies the same function.
 */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

/** Zod's default email pattern (no leading, trailing or doubled dots in the local part; a dotted domain). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const NEWSLETTER_EMAIL_MESSAGES = {
  missing: 'Please enter your email address.',
  tooLong: 'That email address is too long.',
  invalid: 'Please enter a valid email address.',
} as const;

export type NewsletterEmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** Trims, checks and lower-cases an address so one mailbox is stored once. */
export function checkNewsletterEmail(input: string): NewsletterEmailCheck {
  const email = input.trim();
  if (!email) return { ok: false, message: NEWSLETTER_EMAIL_MESSAGES.missing };
  if (email.length > NEWSLETTER_EMAIL_MAX_LENGTH)
    return { ok: false, message: NEWSLETTER_EMAIL_MESSAGES.tooLong };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: NEWSLETTER_EMAIL_MESSAGES.invalid };
  return { ok: true, email: email.toLowerCase() };
}
