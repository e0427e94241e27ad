import { z } from '@/lib/zod';
import { LOCALES } from '@/lib/categories';
import { MAX_BOOKMARKS_PER_REQUEST } from './limits';

export { MAX_BOOKMARK_TOMBSTONES, MAX_BOOKMARKS, MAX_BOOKMARKS_PER_REQUEST } from './limits';

// Links and pictures a card will render: web addresses or our own paths, never javascript: and friends.
const link = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '#' || value === '' || /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value), { error: 'Links must be http(s) addresses or site paths.' });

/** One bookmarked article as the browser keeps it (lib/news/article.ts FeedArticle + when). */
export const bookmarkArticleSchema = z.object({
  title: z.string().trim().min(1, { error: 'A bookmark needs a title.' }).max(500),
  description: z.string().max(5000).default(''),
  url: link.default('#'),
  publishedAt: z.string().max(40).default(''),
  photo: link.nullish(),
  urlToImage: link.nullish(),
  image: link.nullish(),
  source: z.object({ name: z.string().max(200).default(''), url: link.optional() }).default({ name: '' }),
  isCustom: z.boolean().default(false),
  category: z.string().max(60).default('general'),
  uniqueId: z.string().max(64).optional(),
  /** When the reader bookmarked it (ISO); a removal made later elsewhere wins over it. */
  bookmarkedAt: z.iso.datetime({ offset: true }).optional(),
});
export type BookmarkArticle = z.output<typeof bookmarkArticleSchema>;

const lang = z.enum(LOCALES, { error: 'lang must be en or hi.' });

/** PUT /api/user/bookmarks: adds (merges) articles into the language's list. */
export const putBookmarksSchema = z.object({
  lang,
  articles: z.array(bookmarkArticleSchema).min(1, { error: 'Send at least one article.' }).max(MAX_BOOKMARKS_PER_REQUEST, { error: `At most ${MAX_BOOKMARKS_PER_REQUEST} articles at a time.` }),
});

/** DELETE /api/user/bookmarks: removes one article (by title) everywhere. */
export const deleteBookmarkSchema = z.object({ lang, title: z.string().trim().min(1, { error: 'title is required.' }).max(500) });

/** GET /api/user/bookmarks?lang= */
export const listBookmarksSchema = z.object({ lang });
