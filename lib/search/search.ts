import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Database, type Transaction } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { blogs, news, searchWords, type SearchWordScope } from '@/models/schema';
import { allowedTypos, correctedQuery, correctWord, normalizeQuery, queryWords, type Candidate } from './correction';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, type SearchHit, type SearchQuery, type SearchResults } from './schemas';
import { MATCH_END, MATCH_START, snippetHtml, snippetParts } from './snippet';

// Descriptions and excerpts are short: one passage of up to 40 words around the best match, punctuation kept.
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=40, MinWords=20, ShortWord=2`;

/** How many matches are ranked: the newest ones. As many as the pages a reader can reach (50 × 10). */
export const SEARCH_CANDIDATES = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

type Row = { id: string | null; title: string; text: string | null; photo: string | null; publishedAt: Date | string; rank: number; total: number };

type TableSearch = {
  table: typeof news | typeof blogs;
  vector: PgColumn;
  title: PgColumn;
  text: PgColumn;
  photo: PgColumn;
  date: PgColumn;
  filter?: SQL;
  config: 'english' | 'simple';
  /** The lexicon of the table's published words for this search (models/search-words.ts). */
  lexicon: SearchWordScope;
  query: string;
  page: number;
};

/**
 * One page of ranked matches and their count in one statement: only the newest matching rows
 * (found through the GIN indexes), one more than SEARCH_CANDIDATES to tell there are more, are
 * counted and ranked — never every match of a common word — and `ts_headline` (it re-parses the
 * text) runs only on the page's rows.
 */
async function rankedPage(db: Database | Transaction, options: TableSearch & { match: SQL }): Promise<{ rows: Row[]; total: number }> {
  const { table, vector, title, text, photo, date, filter, config, query, page, match } = options;
  const tsquery = sql`websearch_to_tsquery(${config}::regconfig, ${query})`;
  const result = await db.execute(sql`
    with candidates as (
      select ${table.id} as id, ${date} as date, ${vector} as vector, ${title} as title
      from ${table} where ${filter ? sql`${filter} and ` : sql``}(${match})
      order by ${date} desc limit ${SEARCH_CANDIDATES + 1}
    ), ranked as (
      select id, date, ts_rank_cd(vector, ${tsquery}, 32) + word_similarity(${query}, title) * 0.5 as rank
      from candidates order by rank desc, date desc
      limit ${SEARCH_PAGE_SIZE} offset ${(page - 1) * SEARCH_PAGE_SIZE}
    )
    select counted.total, ranked.rank, ${table.id} as "id", ${title} as "title", ${photo} as "photo", ${date} as "publishedAt",
      ts_headline(${config}::regconfig, translate(coalesce(${text}, ''), ${MATCH_START + MATCH_END}, ''), ${tsquery}, ${HEADLINE_OPTIONS}) as "text"
    from (select count(*)::int as total from candidates) counted
    left join (ranked join ${table} on ${table.id} = ranked.id) on true
    order by ranked.rank desc, ranked.date desc`);
  const rows = rowsOf<Row>(result);
  return { rows: rows.filter((row) => row.id !== null), total: Number(rows[0]?.total ?? 0) };
}

/**
 * Ranked full-text search of one table, typo-tolerant (issue 27): a row matches when its tsvector
 * matches the query (English stems for English readers, `simple` words for Hindi). Only when that
 * finds nothing, the query's words are corrected against the lexicon of published words
 * (`search_words`, one small table with its own trigram index: the news table is never scanned
 * for typos; rules in lib/search/correction.ts), and the corrected query is searched the same way:
 * its results come back with `didYouMean`, the corrected query. The planner is told to use the
 * indexes: it misjudges them (it would read every row of the table for a word in 5 % of them).
 *
 * Issue 25 item 4: stop words (`there these those their which about other`) never reach the typo
 * lookup. A query of stop words only is an empty full-text query: it matches nothing, and nothing
 * else runs for it. Otherwise only the query's other words are looked up in the lexicon. Every
 * statement runs under `statement_timeout` (SEARCH_STATEMENT_TIMEOUT_MS) on a PostgreSQL server; a
 * search that outlasts it answers 503. PGlite has no statement time-out (it runs on this process's
 * event loop and cannot be interrupted): there the per-address limit and the cache bound the cost.
 */
async function searchTable(db: Database, options: TableSearch): Promise<{ rows: Row[]; total: number; didYouMean: string | null }> {
  const { vector, config, query } = options;
  const tsquery = sql`websearch_to_tsquery(${config}::regconfig, ${query})`;
  const isFullText = sql`${vector} @@ ${tsquery}`;
  const normalized = normalizeQuery(query);
  const words = queryWords(normalized).slice(0, SEARCH_MAX_CORRECTED_WORDS);
  const timeoutMs = env().searchStatementTimeoutMs;
  return db.transaction(async (tx) => {
    // SET takes no parameters: a whole number from the validated environment, written into the statement.
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(timeoutMs)}`));
    await tx.execute(sql`set local enable_seqscan = off`);
    // How many lexemes the full-text query has, and which of the query's words are not stop words.
    const checked = await tx.execute(sql`
      select numnode(${tsquery})::int as lexemes,
        coalesce(array_agg(word order by position) filter (where numnode(plainto_tsquery(${config}::regconfig, word)) > 0), '{}') as kept
      from (values ${sql.join((words.length > 0 ? words : ['']).map((word, position) => sql`(${word}::text, ${position}::int)`), sql`, `)}) as words(word, position)`);
    const [row] = rowsOf<{ lexemes: number; kept: string[] }>(checked);
    if (Number(row.lexemes) === 0) return { rows: [], total: 0, didYouMean: null };
    const fullText = await rankedPage(tx, { ...options, match: isFullText });
    if (fullText.total > 0) return { ...fullText, didYouMean: null };
    const corrections = await typoCorrections(tx, { lexicon: options.lexicon, config, words: row.kept.filter((word) => allowedTypos(word) > 0) });
    if (corrections.size === 0) return { ...fullText, didYouMean: null };
    const didYouMean = correctedQuery(normalized, corrections);
    const corrected = await rankedPage(tx, { ...options, query: didYouMean, match: sql`${vector} @@ websearch_to_tsquery(${config}::regconfig, ${didYouMean})` });
    // A suggestion that finds nothing either is no help: none is made.
    return corrected.total > 0 ? { ...corrected, didYouMean } : { ...fullText, didYouMean: null };
  });
}

/** At most this many words of a query are looked at for typos (a query is at most 200 characters). */
export const SEARCH_MAX_CORRECTED_WORDS = 8;
/**
 * The trigram similarity a lexicon word needs to be a candidate (pg_trgm `%`). The default, 0.3,
 * misses a swap near the start of a short word ("ohuse": 0.2 to "house"); measured with the bench's
 * lexicon at 10,000 stories (bench/search/typo-recall.ts: random one- and two-typo misspellings
 * within the rule; bench/results/search-2026-11-25.md), 0.3 gives the word back for 93.5 % (English)
 * and 90 % (Hindi) of them, 0.2 for 99.5 % and 99 %, 0.15 for 100 % and 99.5 % at more candidates.
 */
export const SEARCH_TYPO_SIMILARITY = 0.2;
/** Candidates per typed word, the most similar first: enough for every word within two typos in practice. */
const CANDIDATES_PER_WORD = 40;

/** Whether a lexicon word has the typed word's English stem ("policy" for "policies"): then the typed word is no typo. */
function sameStem(config: 'english' | 'simple', typed: string): SQL {
  return config === 'english' ? sql`coalesce(ts_lexize('english_stem', ${searchWords.word}) = ts_lexize('english_stem', ${typed}::text), false)` : sql`false`;
}

/**
 * The corrections of the typed words (typed → lexicon word) that need and have one: candidates from
 * the scope's lexicon through its trigram index, in one statement; lib/search/correction.ts decides.
 * Runs in a transaction (`set local`). `similarity`: the bench's recall measure tries others.
 */
export async function typoCorrections(
  tx: Database | Transaction,
  options: { lexicon: SearchWordScope; config: 'english' | 'simple'; words: string[]; similarity?: number },
): Promise<Map<string, string>> {
  const typed = options.words;
  const corrections = new Map<string, string>();
  if (typed.length === 0) return corrections;
  // SET takes no parameters: a number, written into the statement.
  await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${Number(options.similarity ?? SEARCH_TYPO_SIMILARITY)}`));
  // One select per typed word, its word a constant: the planner then reads the trigram index (with a
  // lateral join on an unnest it preferred the primary key's scope range and compared every word).
  const perWord = typed.map(
    (word) => sql`(select ${word}::text as typed, ${searchWords.word} as word, ${searchWords.docs} as docs, ${sameStem(options.config, word)} as "sameStem"
      from ${searchWords} where ${searchWords.scope} = ${options.lexicon} and ${searchWords.word} % ${word}::text
      order by similarity(${searchWords.word}, ${word}::text) desc, ${searchWords.docs} desc limit ${CANDIDATES_PER_WORD})`,
  );
  const result = await tx.execute(sql.join(perWord, sql` union all `));
  const byTyped = new Map<string, Candidate[]>();
  for (const candidate of rowsOf<{ typed: string; word: string; docs: number; sameStem: boolean }>(result)) {
    byTyped.set(candidate.typed, [...(byTyped.get(candidate.typed) ?? []), { word: candidate.word, docs: Number(candidate.docs), sameStem: candidate.sameStem === true }]);
  }
  for (const word of typed) {
    const correction = correctWord(word, byTyped.get(word) ?? []);
    if (correction) corrections.set(word, correction);
  }
  return corrections;
}

/** SQLSTATE 57014 (query_canceled): the statement time-out fired. */
function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long a reader is asked to wait after a search that timed out. */
export const SEARCH_BUSY_RETRY_SECONDS = 10;

export function searchBusyError(): AppError {
  return new AppError('service_unavailable', 'Search is busy right now. Please try again in a few seconds.', {
    headers: { 'Retry-After': String(SEARCH_BUSY_RETRY_SECONDS) },
  });
}

function toHit(type: SearchHit['type'], path: string, row: Row & { id: string }): SearchHit {
  const snippet = snippetParts(row.text ?? '');
  return {
    type,
    id: row.id,
    title: row.title,
    path,
    snippet,
    snippetHtml: snippetHtml(snippet),
    photo: row.photo,
    publishedAt: new Date(row.publishedAt).toISOString(),
    rank: Number(row.rank),
  };
}

/** Search of the site's own news (a locale's language and `both`, D11) or of its blogs, newest first among equals. */
export async function searchSite(input: SearchQuery, options: { db?: Database } = {}): Promise<SearchResults> {
  const db = options.db ?? (await getDb());
  const config = input.lang === 'hi' ? 'simple' : 'english';
  const { rows, total, didYouMean } = await searchRows(db, input, config).catch((error: unknown) => {
    if (isStatementTimeout(error)) throw searchBusyError();
    throw error;
  });
  return {
    query: input.q,
    lang: input.lang,
    type: input.type,
    page: input.page,
    pageSize: SEARCH_PAGE_SIZE,
    total: Math.min(total, SEARCH_CANDIDATES),
    totalCapped: total > SEARCH_CANDIDATES,
    didYouMean,
    results: (rows as (Row & { id: string })[]).map((row) => toHit(input.type, input.type === 'news' ? `/${input.lang}/news/${row.id}` : `/${input.lang}/blogs/${row.id}`, row)),
  };
}

function searchRows(db: Database, input: SearchQuery, config: 'english' | 'simple'): Promise<{ rows: Row[]; total: number; didYouMean: string | null }> {
  return input.type === 'news'
    ? searchTable(db, {
        table: news,
        vector: config === 'english' ? news.searchEnglish : news.searchSimple,
        title: news.title,
        text: news.description,
        photo: news.photo,
        date: news.publishedAt,
        // Only what readers may see (issue 26).
        filter: and(eq(news.status, 'published'), inArray(news.language, [input.lang, 'both'])),
        config,
        lexicon: input.lang === 'hi' ? 'news-hi' : 'news-en',
        query: input.q,
        page: input.page,
      })
    : searchTable(db, {
        table: blogs,
        vector: config === 'english' ? blogs.searchEnglish : blogs.searchSimple,
        title: blogs.title,
        text: blogs.excerpt,
        photo: blogs.coverImage,
        date: blogs.createdAt,
        filter: eq(blogs.status, 'published'),
        config,
        lexicon: 'blogs',
        query: input.q,
        page: input.page,
      });
}
