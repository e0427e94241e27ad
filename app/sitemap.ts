import type { MetadataRoute } from 'next';
import { LOCALES, MENU_CATEGORIES, VALID_CATEGORIES, type Category } from '@/lib/categories';
import { listBlogsCached } from '@/lib/blogs/cached-blogs';
import { feedPageCount } from '@/lib/news/article';
import { listSiteNews } from '@/lib/seo/site-news';
import { listCachedCustomNews } from '@/lib/news/cached-custom-news';
import { storyPath } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';

// Read at request time: the public address (SITE_URL) is run-time configuration, not build-time.
export const dynamic = 'force-dynamic';

const STATIC_PAGES = ['aboutus', 'disclaimer', 'termsofservice', 'privacypolicy'] as const;

/** Every public page in both languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteConfig();
  const entry = (path: string, priority: number, changeFrequency: 'hourly' | 'daily' | 'weekly' | 'monthly', lastModified?: string) =>
    LOCALES.map((locale) => ({
      url: `${siteUrl}/${locale}/${path}`,
      ...(lastModified ? { lastModified } : {}),
      changeFrequency,
      priority,
      alternates: { languages: Object.fromEntries(LOCALES.map((l) => [l, `${siteUrl}/${l}/${path}`])) },
    }));
  const categories = VALID_CATEGORIES.filter((category): category is Exclude<Category, 'bookmarks'> => category !== 'bookmarks');
  return [
    ...categories.flatMap((category) =>
      entry(category, category === 'general' ? 1 : (MENU_CATEGORIES as readonly string[]).includes(category) ? 0.8 : 0.6, 'hourly'),
    ),
    ...(await laterFeedPages(categories)).map(({ locale, category, page }) => ({
      url: `${siteUrl}/${locale}/${category}/page/${page}`,
      changeFrequency: 'hourly' as const,
      priority: 0.4,
    })),
    ...STATIC_PAGES.flatMap((page) => entry(page, 0.2, 'monthly')),
    ...entry('blogs', 0.6, 'daily'),
    ...(await blogPages()).flatMap((blog) => entry(`blogs/${blog.id}`, 0.5, 'weekly', blog.updatedAt)),
    ...(await storyPages()).flatMap((story) => {
      // A story lives in its own language's pages only; `both` stories in each language.
      const locales = story.language === 'both' ? LOCALES : [story.language];
      return locales.map((locale) => ({
        url: `${siteUrl}${storyPath(locale, story.id)}`,
        lastModified: story.updatedAt,
        changeFrequency: 'weekly' as const,
        priority: 0.5,
        alternates: { languages: Object.fromEntries(locales.map((l) => [l, `${siteUrl}${storyPath(l, story.id)}`])) },
      }));
    }),
  ];
}

/** The site's own stories (their permalinks); a database failure leaves them out. */
async function storyPages() {
  try {
    return await listCachedCustomNews({ category: 'all' });
  } catch (error) {
    console.error('[sitemap] stories left out:', error);
    return [];
  }
}

/** The blogs for the sitemap; a database failure leaves them out rather than failing the whole file. */
async function blogPages(): Promise<{ id: string; updatedAt: string }[]> {
  try {
    return await listBlogsCached();
  } catch (error) {
    console.error('[sitemap] blogs left out:', error);
    return [];
  }
}

/**
 * The later pages of each feed that hold the site's own stories (/{lang}/{category}/page/N), so a
 * crawler reaches every story, not only the ten of page 1. Per language: a language's feed shows its
 * own stories and those for both (D11), so the page counts differ. A failing read lists none.
 */
async function laterFeedPages(categories: readonly Exclude<Category, 'bookmarks'>[]): Promise<{ locale: string; category: string; page: number }[]> {
  const counts = await Promise.all(
    LOCALES.flatMap((locale) =>
      categories.map(async (category) => ({ locale, category, count: feedPageCount((await listSiteNews(locale, category)).length) })),
    ),
  );
  return counts.flatMap(({ locale, category, count }) => Array.from({ length: count - 1 }, (_, i) => ({ locale, category, page: i + 2 })));
}
