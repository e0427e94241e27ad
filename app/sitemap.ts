import type { MetadataRoute } from 'next';
import { LOCALES, MENU_CATEGORIES } from '@/lib/categories';
import { SITEMAP_CATEGORIES, sitemapData } from '@/lib/seo/sitemap-data';
import { storyPath } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';

// Read at request time: the public address (SITE_URL) is run-time configuration, not build-time.
// The database part is cached (lib/seo/sitemap-data.ts), invalidated by every news and blog write.
export const dynamic = 'force-dynamic';

const STATIC_PAGES = ['aboutus', 'disclaimer', 'termsofservice', 'privacypolicy'] as const;

/** Every public page in both languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteConfig();
  const data = await sitemapData();
  const entry = (path: string, priority: number, changeFrequency: 'hourly' | 'daily' | 'weekly' | 'monthly', lastModified?: string) =>
    LOCALES.map((locale) => ({
      url: `${siteUrl}/${locale}/${path}`,
      ...(lastModified ? { lastModified } : {}),
      changeFrequency,
      priority,
      alternates: { languages: Object.fromEntries(LOCALES.map((l) => [l, `${siteUrl}/${l}/${path}`])) },
    }));
  return [
    ...SITEMAP_CATEGORIES.flatMap((category) =>
      entry(category, category === 'general' ? 1 : (MENU_CATEGORIES as readonly string[]).includes(category) ? 0.8 : 0.6, 'hourly'),
    ),
    ...data.laterPages.map(({ locale, category, page }) => ({
      url: `${siteUrl}/${locale}/${category}/page/${page}`,
      changeFrequency: 'hourly' as const,
      priority: 0.4,
    })),
    ...STATIC_PAGES.flatMap((page) => entry(page, 0.2, 'monthly')),
    ...entry('blogs', 0.6, 'daily'),
    ...data.blogs.flatMap((blog) => entry(`blogs/${blog.id}`, 0.5, 'weekly', blog.updatedAt)),
    ...data.stories.flatMap((story) => {
      // A story lives in its own language's pages only; `both` stories in each language.
      const locales = story.language === 'both' ? LOCALES : [story.language as (typeof LOCALES)[number]];
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
