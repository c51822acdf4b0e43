/** Newsletter form rules: the shared schema validates the address before any request is sent. */
import { newsletterSubscribeRequestSchema } from '@intervia/shared';

export type NewsletterEmailCheck = { ok: true; email: string } | { ok: false; message: string };

export function checkNewsletterEmail(input: string): NewsletterEmailCheck {
  const parsed = newsletterSubscribeRequestSchema.safeParse({ email: input });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address.' };
}
