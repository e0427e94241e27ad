import type { FeedArticle } from '@/lib/news/article';

/** The newest own story a page was rendered with: where its live updates start (the same for every reader of that page). */
export function liveStart(articles: Pick<FeedArticle, 'isCustom' | 'publishedAt'>[]): string {
  const times = articles.filter((article) => article.isCustom).map((article) => Date.parse(article.publishedAt)).filter((time) => !Number.isNaN(time));
  return new Date(times.length > 0 ? Math.max(...times) : 0).toISOString();
}
