import 'server-only';
import { isCustomOnly, type Locale } from '@/lib/categories';
import { isAppError } from '@/lib/errors';
import { fetchHeadlines, type HeadlineArticle, type HeadlinesPage, type HeadlinesQuery } from '@/lib/headlines/fetch-headlines';
import { OWN_NEWS_PAGE_SIZE, type FeedArticle, type FeedPage } from '@/lib/news/article';
import { customNewsToArticle } from '@/lib/news/custom-article';
import { listCategoryNews } from '@/lib/news/category-news';
import type { NewsDto } from '@/lib/news/news-dto';

/** Client-safe (the admin's card preview maps the form the same way, issue 26); re-exported for the server's callers. */
export { customNewsToArticle };

export type FeedQuery = { category: string; locale: Locale; page?: number };

export type FeedDependencies = {
  /** The site's own news of a category in one locale, newest first (`general`: merged and de-duplicated). */
  listCategoryNews(category: string, locale: Locale): Promise<NewsDto[]>;
  fetchHeadlines(query: HeadlinesQuery): Promise<HeadlinesPage>;
  /** Where a failing source is reported. */
  logError?(message: string, error: unknown): void;
  /** "publishedAt is now" for items without one (SPEC §3). */
  now?(): Date;
};

/** A headlines-service article as a card: its `image` is also the `urlToImage` of SPEC §3. */
export function headlineToArticle(article: HeadlineArticle, category: string): FeedArticle {
  return {
    title: article.title,
    description: article.description,
    url: article.url,
    publishedAt: article.publishedAt,
    urlToImage: article.image,
    image: article.image,
    source: article.source,
    isCustom: false,
    category,
  };
}

function withFailure(page: FeedPage, failed: boolean): FeedPage {
  return failed ? { ...page, failed: true } : page;
}

/**
 * A failed source, logged: a failure we named ourselves (an AppError: the headlines service unavailable,
 * every key tried, or failed moments ago) is its message on the line, as its stack would only point at
 * the line that threw it, and with the headlines service down that was a 15-line stack per page view;
 * anything else (the database, a bug) keeps its stack.
 */
export function logFeedError(message: string, error: unknown): void {
  if (isAppError(error)) console.error(`${message}: ${error.message}`);
  else console.error(message, error);
}

/** The feed service with its sources injected (tests give fakes; the app uses `getFeed`). */
export function createFeedService(deps: FeedDependencies) {
  const logError = deps.logError ?? logFeedError;
  const now = deps.now ?? (() => new Date());

  /** The site's own news of a feed as cards; a failure is logged and counts as none (SPEC §8). */
  async function listFeedCustomNews(category: string, locale: Locale): Promise<FeedArticle[]> {
    return (await readFeedCustomNews(category, locale)).articles;
  }

  async function readFeedCustomNews(category: string, locale: Locale): Promise<{ articles: FeedArticle[]; failed: boolean }> {
    try {
      const items = await deps.listCategoryNews(category, locale);
      const at = now();
      return { articles: items.map((item) => customNewsToArticle(item, category, at)), failed: false };
    } catch (error) {
      logError(`[feed] custom news of "${category}" (${locale}) failed; showing none`, error);
      return { articles: [], failed: true };
    }
  }

  async function readHeadlines(category: string, locale: Locale, page: number): Promise<{ page: HeadlinesPage; failed: boolean }> {
    try {
      return { page: await deps.fetchHeadlines({ category, page, lang: locale }), failed: false };
    } catch (error) {
      logError(`[feed] headlines of "${category}" (${locale}) page ${page} failed`, error);
      return { page: { articles: [], totalArticles: 0 }, failed: true };
    }
  }

  /**
   * One page of a feed: that page's slice of the site's own news (OWN_NEWS_PAGE_SIZE a page, newest
   * first), then that headlines page. Each page is a server-rendered URL (/{lang}/{category}/page/N)
   * and what Load More appends, so the first page stays light however many stories the site has.
   * Custom-only categories never call the headlines service. `total` covers both sources, so Load
   * More (page × 10 < total) runs until both are exhausted. Never throws: a source that fails counts
   * as empty and marks the page `failed`, so readers are told of a failure instead of an empty newsroom.
   */
  async function getFeed(query: FeedQuery): Promise<FeedPage> {
    const page = Number.isInteger(query.page) && (query.page as number) >= 1 ? (query.page as number) : 1;
    const { category, locale } = query;
    const start = (page - 1) * OWN_NEWS_PAGE_SIZE;

    if (isCustomOnly(category)) {
      const custom = await readFeedCustomNews(category, locale);
      const onPage = custom.articles.slice(start, start + OWN_NEWS_PAGE_SIZE);
      return withFailure({ articles: onPage, total: custom.articles.length, customCount: onPage.length, page }, custom.failed);
    }

    const [custom, headlines] = await Promise.all([readFeedCustomNews(category, locale), readHeadlines(category, locale, page)]);
    const onPage = custom.articles.slice(start, start + OWN_NEWS_PAGE_SIZE);
    const articles = [...onPage, ...headlines.page.articles.map((article) => headlineToArticle(article, category))];
    return withFailure({ articles, total: Math.max(headlines.page.totalArticles, custom.articles.length), customCount: onPage.length, page }, custom.failed || headlines.failed);
  }

  return { getFeed, listFeedCustomNews };
}

const feedService = createFeedService({ listCategoryNews, fetchHeadlines });

/** A page of the feed of `/{locale}/{category}`: the site's own news (tag-cached) and the headlines service's. */
export const getFeed = feedService.getFeed;
/** The site's own news of a feed (general: all custom-only categories merged and de-duplicated). */
export const listFeedCustomNews = feedService.listFeedCustomNews;
