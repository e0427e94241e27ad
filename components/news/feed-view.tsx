'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { useLiveStories } from '@/lib/live/use-live-stories';
import type { Device, Locale } from '@/lib/categories';
import { hasMorePages, type FeedArticle, type FeedPage } from '@/lib/news/article';
import { useFeedPages } from '@/lib/news/use-feed-pages';
import { useCaughtUpIndex } from '@/lib/read-state/use-read-state';
import { ArticleCard } from './article-card';
import { BookmarkMessage } from './bookmark-message';
import { EmptyFeed } from './empty-feed';
import { FeedFilters, type FeedFilter } from './feed-filters';
import { LiveUpdates } from './live-updates';
import { Spinner } from './spinner';
import styles from './feed.module.css';


export type FeedViewProps = {
  locale: Locale;
  category: string;
  device: Device;
  /** Page 1, rendered on the server: its cards are in the HTML. */
  initial: FeedPage;
  /** Custom-only categories: no filters, no Load More. */
  isCustomOnly: boolean;
};

/**
 * The news list of one category: filters, Load More (next headlines page, appended) and bookmarks.
 * Mounted per category (keyed by the page), so a category change starts again at page 1.
 */
export function FeedView({ locale, category, device, initial, isCustomOnly }: FeedViewProps) {
  const t = useTranslations('feed');
  const { articles, page, total, isLoading, hasError, loadMore, retry } = useFeedPages(category, locale, initial);
  const [filter, setFilter] = useState<FeedFilter>(isCustomOnly ? 'custom' : 'all');
  // Live updates (issue 27): stories published since this page was rendered, at the top of page 1.
  const [liveArticles, setLiveArticles] = useState<FeedArticle[]>([]);
  const live = useLiveStories({
    category,
    locale,
    shown: initial.articles,
    enabled: initial.page === 1,
    // Near the top they go in at once; further down they wait for the button, so nothing moves under the reader.
    isAtTop: () => window.scrollY < 120,
    onShow: (stories) => setLiveArticles((current) => [...stories, ...current]),
  });

  const all = liveArticles.length > 0 ? [...liveArticles, ...articles] : articles;
  const customCount = all.filter((article) => article.isCustom).length;
  const visible = filter === 'all' ? all : all.filter((article) => article.isCustom === (filter === 'custom'));
  const liveCount = filter === 'api' ? 0 : liveArticles.length;
  const caughtUpIndex = useCaughtUpIndex(visible);
  // After a failure the error's own Try again button stands in for Load More.
  const showLoadMore = !isCustomOnly && filter === 'all' && !hasError && hasMorePages(page, total);

  return (
    <>
      <LiveUpdates waitingCount={live.waiting.length} arrived={live.arrived} onShowWaiting={live.showWaiting} />
      {!isCustomOnly && (
        <FeedFilters filter={filter} onChoose={setFilter} allCount={all.length} customCount={customCount} classNames={{ group: styles.filters, button: `pill ${styles.filter}` }} />
      )}

      {visible.length === 0 && !isLoading && !hasError ? (
        <EmptyFeed locale={locale} />
      ) : (
        <ul className={styles.list} data-testid="feed-list">
          {visible.map((article, index) => (
            // Keys count from the first server story, so a live story going in on top re-renders no other card.
            <li
              key={`${article.uniqueId ?? article.url}-${index - liveCount}`}
              id={article.uniqueId ? `news-${article.uniqueId}` : undefined}
              className={index < liveCount ? styles.live : undefined}
              data-live={index < liveCount ? 'true' : undefined}
            >
              <ArticleCard
                isCaughtUp={index === caughtUpIndex}
                article={article}
                locale={locale}
                variant={device}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}

      {isLoading && <Spinner />}
      {hasError && !isLoading && (
        <div className={styles.more}>
          <p className="alert-error" role="alert" data-testid="feed-error">
            {t('networkError')}
          </p>
          <button type="button" className="button" onClick={() => void retry()} data-testid="feed-retry">
            {t('retry')}
          </button>
        </div>
      )}
      {showLoadMore && !isLoading && (
        <div className={styles.more}>
          <button type="button" className="button" onClick={loadMore} data-testid="load-more">
            {t('loadMore')}
          </button>
        </div>
      )}
      <BookmarkMessage />
    </>
  );
}
