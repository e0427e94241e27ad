import type { MetadataRoute } from 'next';
import { LOCALES, MENU_CATEGORIES, VALID_CATEGORIES } from '@/lib/categories';
import { listBlogsCached } from '@/lib/blogs/cached-blogs';
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
  const categories = VALID_CATEGORIES.filter((category) => category !== 'bookmarks');
  return [
    ...categories.flatMap((category) =>
      entry(category, category === 'general' ? 1 : (MENU_CATEGORIES as readonly string[]).includes(category) ? 0.8 : 0.6, 'hourly'),
    ),
    ...STATIC_PAGES.flatMap((page) => entry(page, 0.2, 'monthly')),
    ...entry('blogs', 0.6, 'daily'),
    ...(await blogPages()).flatMap((blog) => entry(`blogs/${blog.id}`, 0.5, 'weekly', blog.updatedAt)),
  ];
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
