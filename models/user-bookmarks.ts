import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The article a reader bookmarked, as the card showed it (lib/bookmarks/schemas.ts validates it). */
export type StoredBookmarkArticle = Record<string, unknown> & { title: string };

/**
 * A signed-in reader's bookmarks, per language (issue 16); identity is the title, as in the
 * browser's list. A removal keeps the row as a tombstone (`deletedAt`, no article), so a device
 * that still holds an older copy cannot bring it back at its next merge.
 */
export const userBookmarks = pgTable(
  'user_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['en', 'hi'] }).notNull(),
    title: text('title').notNull(),
    article: jsonb('article').$type<StoredBookmarkArticle>(),
    bookmarkedAt: timestamp('bookmarked_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locale, t.title] }), index('user_bookmarks_list_idx').on(t.userId, t.locale, t.bookmarkedAt.desc())],
);
