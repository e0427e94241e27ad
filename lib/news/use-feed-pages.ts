'use client';

import { useCallback, useState } from 'react';
import type { Locale } from '@/lib/categories';
import type { FeedArticle, FeedPage } from './article';

/** The next page of a feed from our JSON route (GET /api/feed/{category}). */
export async function fetchFeedPage(category: string, locale: Locale, page: number): Promise<FeedPage> {
  const response = await fetch(`/api/feed/${encodeURIComponent(category)}?lang=${locale}&page=${page}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as FeedPage;
}

/**
 * A feed's articles as the reader pages through it, shared by the desktop list and the phone
 * swiper: page 1 comes from the server; `loadMore` appends the next page (one request at a time),
 * and a failure leaves the list as it was with `hasError` set for a retry. `hasError` also starts
 * true when the server could not read a source for page 1 (`initial.failed`); `retry` then asks
 * for page 1 again and replaces the list.
 */
export function useFeedPages(category: string, locale: Locale, initial: FeedPage | null) {
  const [articles, setArticles] = useState<FeedArticle[]>(initial?.articles ?? []);
  const [page, setPage] = useState(initial?.page ?? 1);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [isLoading, setIsLoading] = useState(false);
  // Which page failed: the first (retry reloads it) or a later one (retry is Load More again).
  const [failedPage, setFailedPage] = useState<number | null>(initial?.failed ? (initial.page ?? 1) : null);

  const load = useCallback(
    async (wanted: number) => {
      if (isLoading) return;
      setIsLoading(true);
      setFailedPage(null);
      try {
        const next = await fetchFeedPage(category, locale, wanted);
        setArticles((current) => (wanted === 1 ? next.articles : [...current, ...next.articles]));
        setPage(next.page);
        setTotal(next.total);
        if (next.failed) setFailedPage(wanted);
      } catch {
        setFailedPage(wanted);
      } finally {
        setIsLoading(false);
      }
    },
    [isLoading, category, locale],
  );

  const loadMore = useCallback(() => load(page + 1), [load, page]);
  /** After a failure: page 1 again when it was page 1 that failed, else the next page. */
  const retry = useCallback(() => load(failedPage === 1 ? 1 : page + 1), [load, failedPage, page]);

  return { articles, page, total, isLoading, hasError: failedPage !== null, loadMore, retry };
}
