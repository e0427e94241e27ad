import { sql } from 'drizzle-orm';
import { check, timestamp, text } from 'drizzle-orm/pg-core';

/**
 * The life of a news story or a blog post (issue 26): `draft` → `review` → `scheduled` (with
 * `publish_at`) → `published` → `unpublished`. Only `published` rows exist for the public.
 */
export const PUBLICATION_STATUSES = ['draft', 'review', 'scheduled', 'published', 'unpublished'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** The columns news and blogs share for their status (existing rows: published). */
export function publicationColumns() {
  return {
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
    /** When a `scheduled` item goes live (the job queue publishes it then); null otherwise. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  };
}

/** The checks both tables carry: a known status, and no `scheduled` without its time. */
export function publicationChecks(table: string, t: { status: unknown; publishAt: unknown }) {
  return [
    check(`${table}_status_check`, sql`${t.status} in ('draft', 'review', 'scheduled', 'published', 'unpublished')`),
    check(`${table}_scheduled_has_time_check`, sql`${t.status} <> 'scheduled' or ${t.publishAt} is not null`),
  ];
}
