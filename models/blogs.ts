import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BlogAuthor, BlogContentItem } from './blog-content';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('blogs_created_at_idx').on(t.createdAt.desc()), index('blogs_categories_gin').using('gin', t.categories)],
);

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;
