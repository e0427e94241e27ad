import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BlogContentItem } from './blog-content';
import { blogs } from './blogs';
import { news } from './news';
import { PUBLICATION_STATUSES } from './publication';
import { users } from './users';

/** Why a revision was written: the save that made it (issue 26). */
export const REVISION_ACTIONS = ['baseline', 'create', 'edit', 'publish', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/**
 * The history of a news story or a blog post (issue 26): every save writes one row with who, when,
 * the status then and the fields as they were after the save. Rows are only ever added (a restore
 * adds a new one); they go with their item when it is deleted. Exactly one of `news_id`/`blog_id`.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: uuid('news_id').references(() => news.id, { onDelete: 'cascade' }),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    /** The item's version this revision holds (the one the save produced): the history's order. */
    itemVersion: integer('item_version').notNull(),
    action: text('action', { enum: REVISION_ACTIONS }).notNull(),
    /** For `restore`: the revision whose fields were brought back. */
    restoredFrom: uuid('restored_from'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name (else email) when they saved: history stays readable after the account goes. */
    authorName: text('author_name'),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    title: text('title').notNull(),
    /** News: the description; blogs: the excerpt derived from the body. */
    description: text('description'),
    categories: text('categories').array().notNull(),
    /** News only (en, hi, both); null for blogs. */
    language: text('language'),
    /** News: the photo; blogs: the cover image. */
    photo: text('photo'),
    /** Blogs only: the sanitized body. */
    content: jsonb('content').$type<BlogContentItem[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The history's order is the item's version (every save bumps it); one revision per version.
    uniqueIndex('revisions_news_version').on(t.newsId, t.itemVersion),
    uniqueIndex('revisions_blog_version').on(t.blogId, t.itemVersion),
    check('revisions_one_item', sql`(${t.newsId} is null) <> (${t.blogId} is null)`),
  ],
);

export type RevisionRow = typeof revisions.$inferSelect;
