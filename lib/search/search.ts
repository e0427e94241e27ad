import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Database, type Transaction } from '@/lib/db';
import { blogs, news } from '@/models/schema';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, type SearchHit, type SearchQuery, type SearchResults } from './schemas';
import { MATCH_END, MATCH_START, snippetHtml, snippetParts } from './snippet';

// Descriptions and excerpts are short: one passage of up to 40 words around the best match, punctuation kept.
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=40, MinWords=20, ShortWord=2`;

/** How many matches are ranked: the newest ones. As many as the pages a reader can reach (50 × 10). */
export const SEARCH_CANDIDATES = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;

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
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  return { rows: rows.filter((row) => row.id !== null), total: Number(rows[0]?.total ?? 0) };
}

/**
 * Ranked full-text search of one table, typo-tolerant: a row matches when its tsvector matches the
 * query (English stems for English readers, `simple` words for Hindi). Only when that finds less
 * than a page, rows whose title is close to the query also match (pg_trgm word similarity, `<%`,
 * through the title's trigram GIN index). The planner is told to use the indexes: it misjudges
 * them (it would read every row of the table for a word in 5 % of them, or for any typo).
 */
async function searchTable(db: Database, options: TableSearch): Promise<{ rows: Row[]; total: number }> {
  const { vector, title, config, query } = options;
  const isFullText = sql`${vector} @@ websearch_to_tsquery(${config}::regconfig, ${query})`;
  // Typos: the whole query, or any of its first words, close to a word run of the title.
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter((word) => word.length >= 4))].slice(0, 6);
  const isNearTitle = [sql`${query} <% ${title}`, ...(words.length > 1 ? words.map((word) => sql`${word} <% ${title}`) : [])];
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const fullText = await rankedPage(tx, { ...options, match: isFullText });
    if (fullText.total >= SEARCH_PAGE_SIZE) return fullText;
    return rankedPage(tx, { ...options, match: sql.join([isFullText, ...isNearTitle], sql` or `) });
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
  const { rows, total } =
    input.type === 'news'
      ? await searchTable(db, {
          table: news,
          vector: config === 'english' ? news.searchEnglish : news.searchSimple,
          title: news.title,
          text: news.description,
          photo: news.photo,
          date: news.publishedAt,
          filter: inArray(news.language, [input.lang, 'both']),
          config,
          query: input.q,
          page: input.page,
        })
      : await searchTable(db, {
          table: blogs,
          vector: config === 'english' ? blogs.searchEnglish : blogs.searchSimple,
          title: blogs.title,
          text: blogs.excerpt,
          photo: blogs.coverImage,
          date: blogs.createdAt,
          config,
          query: input.q,
          page: input.page,
        });
  return {
    query: input.q,
    lang: input.lang,
    type: input.type,
    page: input.page,
    pageSize: SEARCH_PAGE_SIZE,
    total: Math.min(total, SEARCH_CANDIDATES),
    totalCapped: total > SEARCH_CANDIDATES,
    results: (rows as (Row & { id: string })[]).map((row) => toHit(input.type, input.type === 'news' ? `/${input.lang}/news/${row.id}` : `/${input.lang}/blogs/${row.id}`, row)),
  };
}
