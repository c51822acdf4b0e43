import { NEWSLETTER_MESSAGES, type NewsletterSubscribeResponse } from '@intervia/shared';
import { newsletterSubscriptions, type Database } from '@intervia/db';

/** Stores an address once; a repeat subscription is recognised and reported, not duplicated. */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
): Promise<NewsletterSubscribeResponse> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0
    ? { status: 'subscribed', message: NEWSLETTER_MESSAGES.subscribed }
    : { status: 'already-subscribed', message: NEWSLETTER_MESSAGES.alreadySubscribed };
}
