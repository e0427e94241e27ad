import 'server-only';
import { unstable_cache } from 'next/cache';
import { CUSTOM_ONLY_CATEGORIES, type Category, type Locale } from '@/lib/categories';
import { NEWS_CACHE_TAG } from '@/lib/news/cache';
import { dedupeNews } from '@/lib/news/dedupe-news';
import { listCustomNews } from '@/lib/news/list-custom-news';
import { toNewsDto, type NewsDto } from '@/lib/news/news-dto';

/** How many of the site's own stories an RSS feed or a page's JSON-LD lists. */
export const SITE_NEWS_LIMIT = 30;

/**
 * The site's own news of one feed page (general: every custom category merged and de-duplicated,
 * as the feed shows it), newest first, through Next's data cache tagged NEWS_CACHE_TAG: an editor's
 * write (invalidateNewsCache) refreshes it at once, otherwise it lives 5 minutes.
 */
export const listSiteNews = unstable_cache(
  async (locale: Locale, category: Exclude<Category, 'bookmarks'>): Promise<NewsDto[]> => {
    const categories = category === 'general' ? [...CUSTOM_ONLY_CATEGORIES] : [category];
    const rows = await listCustomNews({ categories, locale, limit: category === 'general' ? SITE_NEWS_LIMIT * 3 : SITE_NEWS_LIMIT });
    return dedupeNews(rows).slice(0, SITE_NEWS_LIMIT).map(toNewsDto);
  },
  ['site-news-v1'],
  { tags: [NEWS_CACHE_TAG], revalidate: 300 },
);
