import type { Category, Locale } from '@/lib/categories';
import type { NewsDto } from '@/lib/news/news-dto';
import { absoluteUrl, storyUrl } from './urls';

/**
 * schema.org structured data of a feed page: an ItemList of NewsArticle, one per story of the site's
 * own news on it (third-party headlines are not ours to describe).
 */
export function feedJsonLd(options: {
  siteName: string;
  siteUrl: string;
  locale: Locale;
  category: Category;
  title: string;
  stories: Pick<NewsDto, 'id' | 'title' | 'description' | 'url' | 'photo' | 'publishedAt' | 'updatedAt' | 'source' | 'categories'>[];
}) {
  const { siteName, siteUrl, locale, category, title, stories } = options;
  const publisher = { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    url: absoluteUrl(siteUrl, `/${locale}/${category}`),
    numberOfItems: stories.length,
    itemListElement: stories.map((story, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'NewsArticle',
        '@id': absoluteUrl(siteUrl, `/${locale}/${category}#news-${story.id}`),
        headline: story.title.slice(0, 110),
        description: story.description,
        url: storyUrl(siteUrl, locale, category, story),
        datePublished: story.publishedAt,
        dateModified: story.updatedAt,
        inLanguage: locale,
        articleSection: story.categories,
        ...(story.photo && { image: [absoluteUrl(siteUrl, story.photo)] }),
        author: { '@type': 'Organization', name: story.source.name ?? siteName },
        publisher,
      },
    })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` are escaped so that no
 * story text can close the script element or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
