import type { MetadataRoute } from 'next';
import { LOCALES, MENU_CATEGORIES } from '@/lib/categories';
import { SITEMAP_CATEGORIES, sitemapData } from '@/lib/seo/sitemap-data';
import { storyPath } from '@/lib/seo/urls';
import { translationPairs } from '@/lib/seo/translation-pairs';
import { siteConfig } from '@/lib/site-config';

// Read at request time: the public address (SITE_URL) is run-time configuration, not build-time.
// The database part is cached (lib/seo/sitemap-data.ts), invalidated by every news and blog write.
export const dynamic = 'force-dynamic';

const STATIC_PAGES = ['aboutus', 'disclaimer', 'termsofservice', 'privacypolicy'] as const;

/** Every public page in both languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteConfig();
  const data = await sitemapData();
  const translations = translationPairs(data.stories);
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
    // The blog list only: a blog post answers an anonymous crawler with a redirect to the login
    // page (blog posts are for signed-in readers), and a sitemap lists only pages that answer 200.
    // Its last change is the newest post's, so a crawler still learns of every new post.
    ...entry('blogs', 0.6, 'daily', data.blogs.map((blog) => blog.updatedAt).sort().at(-1)),
    ...data.stories.flatMap((story) => {
      // A story lives in its own language's pages only; `both` stories in each language; a story
      // linked to its version in the other language (issue 27) names that version as its alternate.
      const locales = story.language === 'both' ? LOCALES : [story.language as (typeof LOCALES)[number]];
      const languages = Object.fromEntries(locales.map((l) => [l, `${siteUrl}${storyPath(l, story.id)}`]));
      const partner = story.language === 'both' ? undefined : translations.get(story.id);
      if (partner) languages[partner.language] = `${siteUrl}${storyPath(partner.language, partner.id)}`;
      return locales.map((locale) => ({
        url: `${siteUrl}${storyPath(locale, story.id)}`,
        lastModified: story.updatedAt,
        changeFrequency: 'weekly' as const,
        priority: 0.5,
        alternates: { languages },
      }));
    }),
  ];
}
