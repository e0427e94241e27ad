import type { Category, Locale } from '@/lib/categories';

/** Path of the RSS feed of a language and category: /rss/{lang}/{category}.xml (a file name, so proxy.ts leaves it alone). */
export function rssPath(locale: Locale, category: Category): string {
  return `/rss/${locale}/${category}.xml`;
}

/** A site path (/uploads/…) or an absolute URL made absolute against the site's address. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** Where a story of the site's own news is read: its own link, else its card on the category page. */
export function storyUrl(siteUrl: string, locale: Locale, category: Category, story: { id: string; url: string | null }): string {
  const url = story.url?.trim();
  if (url && url !== '#' && /^https?:\/\//i.test(url)) return url;
  return absoluteUrl(siteUrl, `/${locale}/${category}#news-${story.id}`);
}
