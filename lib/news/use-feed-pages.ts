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
 * and a failure leaves the list as it was with `hasError` set for a retry.
 */
export function useFeedPages(category: string, locale: Locale, initial: FeedPage | null) {
  const [articles, setArticles] = useState<FeedArticle[]>(initial?.articles ?? []);
  const [page, setPage] = useState(initial?.page ?? 1);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [isLoading, setIsLoading] = useState(false);
  const [hasError, setHasError] = useState(false);

  const loadMore = useCallback(async () => {
    if (isLoading) return;
    setIsLoading(true);
    setHasError(false);
    try {
      const next = await fetchFeedPage(category, locale, page + 1);
      setArticles((current) => [...current, ...next.articles]);
      setPage(next.page);
      setTotal(next.total);
    } catch {
      setHasError(true);
    } finally {
      setIsLoading(false);
    }
  }, [isLoading, category, locale, page]);

  return { articles, page, total, isLoading, hasError, loadMore };
}
