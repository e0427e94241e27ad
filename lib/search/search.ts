import 'server-only';
import { and, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '@/lib/db';
import { blogs, news } from '@/models/schema';
import { SEARCH_PAGE_SIZE, type SearchHit, type SearchQuery, type SearchResults } from './schemas';
import { MATCH_END, MATCH_START, snippetHtml, snippetParts } from './snippet';

// Descriptions and excerpts are short: one passage of up to 40 words around the best match, punctuation kept.
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=40, MinWords=20, ShortWord=2`;

type Row = { id: string; title: string; text: string | null; photo: string | null; publishedAt: Date | string; rank: number; total: number };

/**
 * Ranked full-text search of one table, typo-tolerant: a row matches when its tsvector matches the
 * query (English stems for English readers, `simple` words for Hindi), or when the query is close
 * to a word run of its title (pg_trgm word similarity, `<%`: both use their GIN indexes).
 */
async function searchTable(
  db: Database,
  options: {
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
  },
): Promise<Row[]> {
  const { table, vector, title, text, photo, date, filter, config, query, page } = options;
  const tsquery = sql`websearch_to_tsquery(${config}::regconfig, ${query})`;
  const rank = sql<number>`(ts_rank_cd(${vector}, ${tsquery}, 32) + word_similarity(${query}, ${title}) * 0.5)`;
  // Typos: the whole query, or any of its first words, close to a word run of the title.
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter((word) => word.length >= 4))].slice(0, 6);
  const isNearTitle = or(sql`${query} <% ${title}`, ...(words.length > 1 ? words.map((word) => sql`${word} <% ${title}`) : []));
  // ids first (cheap), snippets only for the page's rows (ts_headline re-parses the text).
  const matches = db
    .select({ id: sql<string>`${table.id}`.as('match_id'), rank: rank.as('rank'), total: sql<number>`count(*) over ()`.as('total') })
    .from(table)
    .where(and(filter, or(sql`${vector} @@ ${tsquery}`, isNearTitle)))
    .orderBy(desc(rank), desc(date))
    .limit(SEARCH_PAGE_SIZE)
    .offset((page - 1) * SEARCH_PAGE_SIZE)
    .as('matches');
  const rows = await db
    .select({
      id: table.id,
      title: sql<string>`${title}`,
      text: sql<string>`ts_headline(${config}::regconfig, translate(coalesce(${text}, ''), ${MATCH_START + MATCH_END}, ''), ${tsquery}, ${HEADLINE_OPTIONS})`,
      photo: sql<string | null>`${photo}`,
      publishedAt: sql<Date | string>`${date}`,
      rank: sql<number>`${matches.rank}`,
      total: sql<number>`${matches.total}`,
    })
    .from(matches)
    .innerJoin(table, sql`${table.id} = ${matches.id}`)
    .orderBy(desc(matches.rank), desc(date));
  return rows as Row[];
}

function toHit(type: SearchHit['type'], path: string, row: Row): SearchHit {
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
  const rows =
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
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    results: rows.map((row) => toHit(input.type, input.type === 'news' ? `/${input.lang}/news/${row.id}` : `/${input.lang}/blogs/${row.id}`, row)),
  };
}
