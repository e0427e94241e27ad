/**
 * The article as a reader sees it (SPEC §3 "Article (as displayed)"): the site's own news and the
 * headlines service's articles in one shape. Client-safe: no server imports here, so cards,
 * bookmarks and the mobile swiper can share it.
 */

export type FeedArticle = {
  title: string;
  description: string;
  url: string;
  publishedAt: string;
  /** Image fields in the SPEC's fallback order: photo → urlToImage → image → placeholder. */
  photo?: string | null;
  urlToImage?: string | null;
  image?: string | null;
  source: { name: string; url?: string };
  /** True for the site's own (admin) news. */
  isCustom: boolean;
  category: string;
  /** Custom articles only: their id. */
  uniqueId?: string;
};

/** One page of a feed: page 1 carries the site's own news and the first headlines page; later pages headlines only. */
export type FeedPage = {
  articles: FeedArticle[];
  /** The headlines service's total (custom-only categories: the custom count); Load More stops at page × 10 ≥ total. */
  total: number;
  /** How many of `articles` are the site's own. */
  customCount: number;
  page: number;
};

/** Third-party page size (SPEC §9). */
export const PAGE_SIZE = 10;

export const PLACEHOLDER_IMAGE = '/images/placeholder-news.svg';

/** The card's image: photo, then urlToImage, then image, then the placeholder. */
export function articleImage(article: Pick<FeedArticle, 'photo' | 'urlToImage' | 'image'>): string {
  for (const candidate of [article.photo, article.urlToImage, article.image]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return PLACEHOLDER_IMAGE;
}

/** Our own uploads have a 640 px variant (`-sm.webp`): a srcset lets phones fetch the small one. */
export function articleImageSrcSet(src: string): string | undefined {
  const match = /^(\/uploads\/[a-f0-9]{32})\.webp$/.exec(src);
  return match ? `${match[1]}-sm.webp 640w, ${src} 1600w` : undefined;
}

/** Whether Load More may show: more headlines remain (SPEC §4). */
export function hasMorePages(page: number, total: number): boolean {
  return page * PAGE_SIZE < total;
}

/** "corporateNews" → "Corporate News", "personal-finance" → "Personal Finance" (camel case split, SPEC §2). */
export function categoryWords(category: string): string {
  return category
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
