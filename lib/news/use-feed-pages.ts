'use client';

import { useCallback, useMemo, useState } from 'react';
import type { Locale } from '@/lib/categories';
import type { FeedArticle, FeedPage } from './article';

/** The next page of a feed from our JSON route (GET /api/feed/{category}). */
export async function fetchFeedPage(category: string, locale: Locale, page: number): Promise<FeedPage> {
  const response = await fetch(`/api/feed/${encodeURIComponent(category)}?lang=${locale}&page=${page}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as FeedPage;
}

type LoadedPage = { page: number; articles: FeedArticle[] };

/** The pages with `loaded` in its place: a page asked for again replaces its articles, a new one goes after the others. */
function withPage(pages: LoadedPage[], loaded: LoadedPage): LoadedPage[] {
  const at = pages.findIndex((existing) => existing.page === loaded.page);
  if (at === -1) return [...pages, loaded].sort((a, b) => a.page - b.page);
  return pages.map((existing, index) => (index === at ? loaded : existing));
}

/**
 * A feed's articles as the reader pages through it, shared by the desktop list and the phone
 * slider. The server rendered one page (page 1, or page N of /{lang}/{category}/page/N);
 * `loadMore` appends the next one (one request at a time). Articles are kept per page, so a page
 * that failed (`hasError`) is asked for again by `retry` and replaces what it showed: the server's
 * own page N when its sources failed (`initial.failed`), or the Load More page that failed, in
 * part (own stories but no headlines) or in full (an error answer).
 */
export function useFeedPages(category: string, locale: Locale, initial: FeedPage | null) {
  const firstPage = initial?.page ?? 1;
  const [pages, setPages] = useState<LoadedPage[]>(initial ? [{ page: firstPage, articles: initial.articles }] : []);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [isLoading, setIsLoading] = useState(false);
  // The page a retry asks for again: the server's own page, or a Load More page.
  const [failedPage, setFailedPage] = useState<number | null>(initial?.failed ? firstPage : null);

  const load = useCallback(
    async (wanted: number) => {
      if (isLoading) return;
      setIsLoading(true);
      setFailedPage(null);
      try {
        const next = await fetchFeedPage(category, locale, wanted);
        setPages((current) => withPage(current, { page: wanted, articles: next.articles }));
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

  const articles = useMemo(() => pages.flatMap((loaded) => loaded.articles), [pages]);
  // The last page shown; before any page, the one the server rendered.
  const page = pages.length > 0 ? pages[pages.length - 1].page : firstPage;
  const loadMore = useCallback(() => load(page + 1), [load, page]);
  /** After a failure: that same page again (never the one after it). */
  const retry = useCallback(() => load(failedPage ?? page + 1), [load, failedPage, page]);

  return { articles, page, total, isLoading, hasError: failedPage !== null, loadMore, retry };
}
