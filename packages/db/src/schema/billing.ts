/** Plans and payments: one subscription row per user (no row = Free), and processed provider events. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingPeriod, PlanId } from '@intervia/shared';
import { user } from './auth';

export const subscriptions = pgTable('subscriptions', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  planId: text().$type<PlanId>().notNull(),
  period: text().$type<BillingPeriod>().notNull(),
  /** Who granted it: the built-in manual provider (an administrator) or Stripe. */
  provider: text().$type<'manual' | 'stripe'>().notNull(),
  status: text().$type<'active' | 'canceled'>().notNull().default('active'),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  stripeCustomerId: text(),
  stripeSubscriptionId: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Provider webhook events already applied, so a redelivered event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
