/**
 * The article as a reader sees it (SPEC §3 "Article (as displayed)"): the site's own news and the
 * headlines service's articles in one shape. Client-safe: no server imports here, so cards,
 * bookmarks and the mobile slider can share it.
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

/** One page of a feed: that page's slice of the site's own news, then that headlines page. */
export type FeedPage = {
  articles: FeedArticle[];
  /** The larger of the headlines service's total and the site's own story count; Load More stops at page × 10 ≥ total. */
  total: number;
  /** How many of `articles` are the site's own. */
  customCount: number;
  page: number;
  /**
   * A source could not be read (the headlines service or our database), so this page is not the
   * whole truth: with no articles the reader sees the network error and a retry, not "No news are
   * available" (SPEC §2). Left out when everything answered.
   */
  failed?: boolean;
};

/**
 * A feed page as the page's client list receives it (issue 28: every byte of these props travels in
 * the HTML a second time, in the RSC payload). A card shows one picture, so an article keeps only
 * the image fields that can change which one: empty ones are left out, and a headline's `image` when
 * it repeats its `urlToImage` (`articleImage` picks the same picture either way).
 */
export function compactFeedPage(page: FeedPage): FeedPage {
  return { ...page, articles: page.articles.map(compactArticle) };
}

/** One article as `compactFeedPage` keeps it (For you's lists take articles one by one). */
export function compactArticle(article: FeedArticle): FeedArticle {
  const { photo, urlToImage, image, ...rest } = article;
  return {
    ...rest,
    ...(photo ? { photo } : {}),
    ...(urlToImage ? { urlToImage } : {}),
    ...(image && image !== urlToImage ? { image } : {}),
  };
}

/** Third-party page size (SPEC §9). */
export const PAGE_SIZE = 10;
/** How many of the site's own stories one feed page carries (the rest are on /{lang}/{category}/page/N). */
export const OWN_NEWS_PAGE_SIZE = PAGE_SIZE;
/** The highest page number a paged feed URL or the feed API accepts. */
export const MAX_FEED_PAGE = 1000;

/** The server-rendered URL of one page of a feed: page 1 is the category itself, later pages `/page/N`. */
export function feedPagePath(locale: string, category: string, page: number): string {
  return page <= 1 ? `/${locale}/${category}` : `/${locale}/${category}/page/${page}`;
}

/** How many pages a feed has (at least 1), from its page's `total` (SPEC §4: 10 a page). */
export function feedPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

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
