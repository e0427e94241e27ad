import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { news } from './news';
import { users } from './users';

/**
 * A browser that asked for breaking-news alerts (issue 27): its PushSubscription (endpoint and
 * keys), the language it reads in and the categories it chose. One row per endpoint (a re-subscribe
 * updates it); signed-in readers' rows name the account, signed-out readers' do not.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The push service's URL for this browser; only hosts of PUSH_ENDPOINT_ALLOW are ever stored. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale', { enum: ['en', 'hi'] }).notNull(),
    /** Category slugs; `general` means every breaking story of the language. */
    categories: text('categories').array().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_categories_gin').using('gin', t.categories),
    check('push_subscriptions_locale_check', sql`${t.locale} in ('en', 'hi')`),
  ],
);

export const PUSH_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'capped', 'failed'] as const;
export type PushDeliveryStatus = (typeof PUSH_DELIVERY_STATUSES)[number];

/**
 * One alert of one story to one subscription: the primary key is what makes an alert never go
 * twice, whichever instance or retry works the job. `sending` is claimed until `claimed_until`
 * (a crashed worker's claim runs out and the job's retry takes it over).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PUSH_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** When the push service accepted it (or the claim that sent it began): the hourly cap counts these. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.subscriptionId] }),
    index('push_deliveries_recent_idx').on(t.subscriptionId, t.sentAt),
    check('push_deliveries_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'capped', 'failed')`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
