import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Where a word of the search lexicon occurs: the published news a locale's readers search (`news-en`:
 * English and `both` stories, `news-hi`: Hindi and `both`), or the published blogs (`blogs`).
 */
export const SEARCH_WORD_SCOPES = ['news-en', 'news-hi', 'blogs'] as const;
export type SearchWordScope = (typeof SEARCH_WORD_SCOPES)[number];

/**
 * The search lexicon (issue 27, "search that forgives typos"): every word (lower case, as PostgreSQL's
 * `simple` parser splits it, 4 to 40 characters, no digits or punctuation) of the titles, descriptions
 * (excerpts and authors for blogs) of **published** items only, with how many of them hold it. Kept
 * by triggers on news and blogs (models/migrations/0012_search_lexicon_upkeep.sql) in the same
 * transaction as every insert, update and delete, whichever code path writes them (newsroom, the
 * scheduler, restores, seeds): a draft's words are never here, an unpublished or deleted story's
 * words leave with it. Spelling suggestions are drawn from here alone (lib/search/correction.ts),
 * never from the news table.
 */
export const searchWords = pgTable(
  'search_words',
  {
    scope: text('scope', { enum: SEARCH_WORD_SCOPES }).notNull(),
    word: text('word').notNull(),
    /** How many published items hold the word (a word leaves when this reaches 0). */
    docs: integer('docs').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.word] }),
    // Candidates for a misspelt word: trigram similarity (pg_trgm `%`) through this index. No pending
    // list (fastupdate): PGlite runs no autovacuum to merge one, so every search would read up to
    // gin_pending_list_limit (4 MB) of unsorted entries; the lexicon changes only on publishing.
    index('search_words_word_trgm').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('search_words_scope_check', sql`${t.scope} in ('news-en', 'news-hi', 'blogs')`),
  ],
);

export type SearchWordRow = typeof searchWords.$inferSelect;
