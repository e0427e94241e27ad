import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { news } from './news';
import { users } from './users';

/**
 * Public correction notes of published stories (issue 26): "Corrected on 25 Nov: the rate is 6.5 %,
 * not 6.25 %". Readers see every one under the story, and its JSON-LD carries them (schema.org
 * `correction`). Added by an editor with a change to a published story; never edited afterwards.
 */
export const newsCorrections = pgTable(
  'news_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_corrections_news_idx').on(t.newsId, t.createdAt)],
);

export type NewsCorrectionRow = typeof newsCorrections.$inferSelect;
