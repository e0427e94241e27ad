import type { Category, Locale } from '@/lib/categories';

/** Path of the RSS feed of a language and category: /rss/{lang}/{category}.xml (a file name, so proxy.ts leaves it alone). */
export function rssPath(locale: Locale, category: Category): string {
  return `/rss/${locale}/${category}.xml`;
}

/** A site path (/uploads/…) or an absolute URL made absolute against the site's address. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** A story's permalink path: /{lang}/news/{id} (its own server-rendered page). */
export function storyPath(locale: Locale, id: string): string {
  return `/${locale}/news/${encodeURIComponent(id)}`;
}

/** The locale whose permalink is a story's canonical one: its own language, English for `both` stories read in English. */
export function storyLocale(language: 'en' | 'hi' | 'both', requested: Locale): Locale {
  return language === 'both' ? requested : language;
}

/** Where a story of the site's own news is read and shared: its permalink. */
export function storyUrl(siteUrl: string, locale: Locale, story: { id: string }): string {
  return absoluteUrl(siteUrl, storyPath(locale, story.id));
}
