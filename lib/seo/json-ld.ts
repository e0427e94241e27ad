import type { Category, Locale } from '@/lib/categories';
import type { NewsDto } from '@/lib/news/news-dto';
import { feedPagePath } from '@/lib/news/article';
import type { StoryCorrection } from '@/lib/corrections/rules';
import { absoluteUrl, storyUrl } from './urls';

type JsonLdStory = Pick<NewsDto, 'id' | 'title' | 'description' | 'url' | 'photo' | 'publishedAt' | 'updatedAt' | 'source' | 'categories'>;

/** schema.org NewsArticle of one of the site's own stories, identified by its permalink. */
export function newsArticleJsonLd(options: { siteName: string; siteUrl: string; locale: Locale; story: JsonLdStory; corrections?: StoryCorrection[] }) {
  const { siteName, siteUrl, locale, story, corrections = [] } = options;
  const permalink = storyUrl(siteUrl, locale, story);
  const source = story.url?.trim();
  return {
    '@type': 'NewsArticle',
    '@id': permalink,
    mainEntityOfPage: permalink,
    headline: story.title.slice(0, 110),
    description: story.description,
    url: permalink,
    ...(source && /^https?:\/\//i.test(source) && { isBasedOn: source }),
    datePublished: story.publishedAt,
    dateModified: story.updatedAt,
    inLanguage: locale,
    articleSection: story.categories,
    ...(story.photo && { image: [absoluteUrl(siteUrl, story.photo)] }),
    author: { '@type': 'Organization', name: story.source.name ?? siteName },
    publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl(siteUrl, '/') },
    // Issue 26: public corrections, as schema.org CorrectionComment (text and when it was published).
    ...(corrections.length > 0 && { correction: corrections.map((correction) => ({ '@type': 'CorrectionComment', text: correction.text, datePublished: correction.datePublished })) }),
  };
}

/**
 * schema.org structured data of a feed page in Google's "summary page" form: an ItemList of the
 * permalinks of the site's own stories on it (third-party headlines are not ours to describe). Each
 * permalink's page carries the story's full NewsArticle, so the list does not repeat it (issue 15:
 * the full articles doubled a feed page's weight, once in the HTML and once in the RSC payload).
 */
export function feedJsonLd(options: { siteUrl: string; locale: Locale; category: Category; page?: number; title: string; stories: Pick<NewsDto, 'id'>[] }) {
  const { siteUrl, locale, category, title, stories } = options;
  const pagePath = feedPagePath(locale, category, options.page ?? 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: title,
    url: absoluteUrl(siteUrl, pagePath),
    numberOfItems: stories.length,
    itemListElement: stories.map((story, index) => ({ '@type': 'ListItem', position: index + 1, url: storyUrl(siteUrl, locale, story) })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` are escaped so that no
 * story text can close the script element or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
