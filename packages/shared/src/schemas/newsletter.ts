import { z } from 'zod';

export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

export const newsletterSubscribeRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(NEWSLETTER_EMAIL_MAX_LENGTH, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address.'))
    .transform((email) => email.toLowerCase()),
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
