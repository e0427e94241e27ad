import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A signed-in reader's "For you" choices (issue 27), one row per account, the same in both
 * languages: the categories they follow, the sources they hid and the categories they want less of
 * ("Less like this"). lib/topics/schemas.ts validates what is stored.
 */
export const userTopics = pgTable('user_topics', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  followed: text('followed').array().notNull().default([]),
  hiddenSources: text('hidden_sources').array().notNull().default([]),
  lessLike: text('less_like').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserTopicsRow = typeof userTopics.$inferSelect;
