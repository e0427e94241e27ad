import 'server-only';
import { listBlogs } from '@/lib/blogs/blog-service';
import { versionedCache } from '@/lib/cache/versioned-read';
import { LOCALES, VALID_CATEGORIES, type Category, type Locale } from '@/lib/categories';
import { feedPageCount } from '@/lib/news/article';
import { BLOGS_CACHE_TAG, NEWS_CACHE_TAG } from '@/lib/news/cache';
import { listCachedCustomNews } from '@/lib/news/cached-custom-news';
import { listCategoryNews } from '@/lib/news/category-news';

export type SitemapData = {
  blogs: { id: string; updatedAt: string }[];
  stories: { id: string; language: string; updatedAt: string; translationOf: string | null }[];
  /** The later pages of each feed that hold the site's own stories (/{lang}/{category}/page/N). */
  laterPages: { locale: Locale; category: string; page: number }[];
};

export const SITEMAP_CATEGORIES = VALID_CATEGORIES.filter((category): category is Exclude<Category, 'bookmarks'> => category !== 'bookmarks');

/** A read in which some part failed (logged): served once, never cached. */
class IncompleteSitemap extends Error {
  constructor(readonly data: SitemapData) {
    super('sitemap data without a failed part');
  }
}

async function part<T>(name: string, read: () => Promise<T>, empty: T, failed: () => void): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[sitemap] ${name} left out:`, error);
    failed();
    return empty;
  }
}

async function readSitemapData(): Promise<SitemapData> {
  let complete = true;
  const failed = () => (complete = false);
  const [blogs, stories, counts] = await Promise.all([
    part('blogs', async () => (await listBlogs()).map(({ id, updatedAt }) => ({ id, updatedAt })), [], failed),
    part('stories', async () => (await listCachedCustomNews({ category: 'all' })).map(({ id, language, updatedAt, translationOf }) => ({ id, language, updatedAt, translationOf })), [], failed),
    Promise.all(
      LOCALES.flatMap((locale) =>
        SITEMAP_CATEGORIES.map(async (category) => ({
          locale,
          category,
          count: feedPageCount((await part(`own news of "${category}" (${locale})`, () => listCategoryNews(category, locale), [], failed)).length),
        })),
      ),
    ),
  ]);
  const data = {
    blogs,
    stories,
    laterPages: counts.flatMap(({ locale, category, count }) => Array.from({ length: count - 1 }, (_, i) => ({ locale, category, page: i + 2 }))),
  };
  if (!complete) throw new IncompleteSitemap(data);
  return data;
}

/**
 * What the sitemap lists from the database, read once and kept in Next's data cache until a news or
 * blog write expires its tags (issue 11 item 13); the addresses are built from SITE_URL per request
 * (app/sitemap.ts), so the cache holds no host. A read with a failed part lists what it could and
 * is not cached. `perProcess`: nothing from before a restart (lib/blogs/cached-blogs.ts).
 */
const cachedSitemapData = versionedCache(readSitemapData, { key: 'sitemap-data-v2', tags: [NEWS_CACHE_TAG, BLOGS_CACHE_TAG], revalidate: 300, perProcess: true });

export async function sitemapData(): Promise<SitemapData> {
  try {
    return (await cachedSitemapData()).value;
  } catch (error) {
    if (error instanceof IncompleteSitemap) return error.data;
    throw error;
  }
}
