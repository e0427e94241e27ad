import { z } from '@/lib/zod';
import { LOCALES } from '@/lib/categories';
import { SEARCH_MAX_PAGE, SEARCH_MAX_QUERY, SEARCH_TYPES, type SearchType } from './limits';

export { SEARCH_TYPES, SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE, SEARCH_MAX_QUERY, type SearchType } from './limits';

export const SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for (q).',
  queryTooLong: `A search is at most ${SEARCH_MAX_QUERY} characters.`,
  langInvalid: 'lang must be en or hi.',
  typeInvalid: 'type must be news or blogs.',
  pageInvalid: `page must be a whole number from 1 to ${SEARCH_MAX_PAGE}.`,
} as const;

// Control characters never belong in a query (and \u0001/\u0002 mark highlights in snippets).
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** GET /api/search and the /{lang}/search page: q, lang, type, page. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .transform((value) => value.replace(CONTROL, ' ').trim())
    .pipe(z.string().min(1, { error: SEARCH_MESSAGES.queryRequired }).max(SEARCH_MAX_QUERY, { error: SEARCH_MESSAGES.queryTooLong })),
  lang: z.enum(LOCALES, { error: SEARCH_MESSAGES.langInvalid }).default('en'),
  type: z.enum(SEARCH_TYPES, { error: SEARCH_MESSAGES.typeInvalid }).default('news'),
  page: z
    .string()
    .regex(/^\d{1,3}$/, { error: SEARCH_MESSAGES.pageInvalid })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: SEARCH_MESSAGES.pageInvalid }).max(SEARCH_MAX_PAGE, { error: SEARCH_MESSAGES.pageInvalid }))
    .default(1),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** One piece of a snippet: text, and whether it matched the query (shown highlighted). */
export type SnippetPart = { text: string; match: boolean };

export type SearchHit = {
  type: SearchType;
  id: string;
  title: string;
  /** Where the result is read: the story's permalink or the blog's page. */
  path: string;
  snippet: SnippetPart[];
  /** The same snippet as HTML: the text escaped, the matches in <mark>. */
  snippetHtml: string;
  photo: string | null;
  publishedAt: string;
  rank: number;
};

export type SearchResults = {
  query: string;
  lang: string;
  type: SearchType;
  page: number;
  pageSize: number;
  /** How many results, counted up to the last page a reader can reach (SEARCH_MAX_PAGE pages). */
  total: number;
  /** True when there are more matches than `total`: only that many, the newest, are ranked. */
  totalCapped: boolean;
  /**
   * The query corrected for typos (issue 27), lower case, when the query as typed found nothing and
   * the corrected one finds something: then `total` and `results` are the corrected query's.
   * Null otherwise.
   */
  didYouMean: string | null;
  results: SearchHit[];
};
