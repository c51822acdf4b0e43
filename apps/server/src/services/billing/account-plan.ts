/** What an account's plan is built from: its subscription row (if any) and when the account was created. */
import { eq } from 'drizzle-orm';
import { subscriptions, user, type Database } from '@intervia/db';
import type { SubscriptionState } from './quota';

export async function subscriptionOf(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<(SubscriptionState & { provider: 'manual' | 'stripe' }) | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export async function accountCreatedAt(db: Pick<Database, 'select'>, userId: string): Promise<Date> {
  const [row] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId));
  return row?.createdAt ?? new Date();
}
