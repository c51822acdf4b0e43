import { z } from 'zod';
import { NEWSLETTER_EMAIL_MAX_LENGTH, checkNewsletterEmail } from '../rules/newsletter-email';

export const newsletterSubscribeRequestSchema = z.object({
  email: z
    .string()
    .meta({ format: 'email', maxLength: NEWSLETTER_EMAIL_MAX_LENGTH })
    .transform((input, context) => {
      const checked = checkNewsletterEmail(input);
      if (checked.ok) return checked.email;
      context.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

export const newsletterSubscribeResponseSchema = z.object({
  status: z.enum(['subscribed', 'already-subscribed']),
  message: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! We will keep you posted.',
  alreadySubscribed: 'You are already subscribed with this email address.',
} as const;
