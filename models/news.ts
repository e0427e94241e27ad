import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { publicationChecks, publicationColumns } from './publication';
import { tsvector, weightedDocument } from './search-columns';
import { users } from './users';

export const NEWS_LANGUAGES = ['en', 'hi', 'both'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

/** The site's own ("custom" / admin) news. */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Route slugs of SPEC §9 (custom-only categories). */
    categories: text('categories').array().notNull(),
    /** D11: which locale's feed shows it. */
    language: text('language', { enum: NEWS_LANGUAGES }).notNull().default('both'),
    /** A path served by us (/uploads/…) or an absolute URL. */
    photo: text('photo'),
    url: text('url'),
    sourceName: text('source_name'),
    /** Breaking news (issue 27): publishing it alerts every push subscriber of its category and language. */
    breaking: boolean('breaking').notNull().default(false),
    /**
     * When this breaking story's alert fan-out was queued (lib/push/queue-alert.ts): set once, in the
     * transaction that published it, so taking it down and publishing it again alerts nobody twice.
     */
    alertQueuedAt: timestamp('alert_queued_at', { withTimezone: true }),
    /**
     * The same story in the other language (issue 27): the Hindi version names the English one, or
     * the other way round; at most one translation per story (unique), never a chain.
     */
    translationOf: uuid('translation_of').references((): AnyPgColumn => news.id, { onDelete: 'set null' }),
    ...publicationColumns(),
    /**
     * The feed's order: when the story first went live (set on publishing; an item taken down and put
     * back keeps it, as WordPress and Ghost do). Drafts carry their creation time until then.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency: every update bumps it; an edit carrying an older one is refused. */
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Search (issue 16): English stems for English readers, `simple` words for Hindi. */
    searchEnglish: tsvector('search_english').generatedAlwaysAs(weightedDocument('english', [['title', 'A'], ['description', 'B']])),
    searchSimple: tsvector('search_simple').generatedAlwaysAs(weightedDocument('simple', [['title', 'A'], ['description', 'B']])),
  },
  (t) => [
    index('news_search_english_gin').using('gin', t.searchEnglish),
    index('news_search_simple_gin').using('gin', t.searchSimple),
    index('news_categories_gin').using('gin', t.categories),
    index('news_published_at_idx').on(t.publishedAt.desc()),
    uniqueIndex('news_translation_of_unique').on(t.translationOf),
    check('news_translation_not_self', sql`${t.translationOf} is null or ${t.translationOf} <> ${t.id}`),
    check('news_language_check', sql`${t.language} in ('en', 'hi', 'both')`),
    // The scheduled-publishing job finds due items through this (lib/jobs/publish-scheduled.ts).
    index('news_scheduled_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    ...publicationChecks('news', t),
  ],
);

export type NewsRow = typeof news.$inferSelect;
export type NewNewsRow = typeof news.$inferInsert;
