import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BlogAuthor, BlogContentItem } from './blog-content';
import { publicationChecks, publicationColumns } from './publication';
import { tsvector, weightedDocument } from './search-columns';
import { users } from './users';

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    categories: text('categories').array().notNull().default([]),
    /** A path served by us (/uploads/…) or an absolute URL. */
    coverImage: text('cover_image'),
    /** Content items of SPEC §3; HTML inside is sanitized on write (D6). */
    content: jsonb('content').$type<BlogContentItem[]>().notNull().default([]),
    authorName: text('author_name'),
    author: jsonb('author').$type<BlogAuthor>(),
    excerpt: text('excerpt'),
    tableOfContents: text('table_of_contents').array().notNull().default([]),
    ...publicationColumns(),
    /** When the post first went live (the blog list's order); existing posts: their creation time. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Search (issue 16): title, excerpt and author; blogs carry no language, so both configurations. */
    searchEnglish: tsvector('search_english').generatedAlwaysAs(weightedDocument('english', [['title', 'A'], ['excerpt', 'B'], ['author_name', 'C']])),
    searchSimple: tsvector('search_simple').generatedAlwaysAs(weightedDocument('simple', [['title', 'A'], ['excerpt', 'B'], ['author_name', 'C']])),
  },
  (t) => [
    index('blogs_created_at_idx').on(t.createdAt.desc()),
    index('blogs_categories_gin').using('gin', t.categories),
    index('blogs_search_english_gin').using('gin', t.searchEnglish),
    index('blogs_search_simple_gin').using('gin', t.searchSimple),
    index('blogs_published_at_idx').on(t.publishedAt.desc()),
    index('blogs_scheduled_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    ...publicationChecks('blogs', t),
  ],
);

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;
