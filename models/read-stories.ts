import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Stories a signed-in reader has read (issue 16): the story's key (own story id or article link) and when. */
export const userReadStories = pgTable(
  'user_read_stories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyKey: text('story_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storyKey] }), index('user_read_stories_recent_idx').on(t.userId, t.readAt.desc())],
);
