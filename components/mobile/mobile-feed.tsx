'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ArticleCard } from '@/components/news/article-card';
import { BookmarkMessage } from '@/components/news/bookmark-message';
import { EmptyFeed } from '@/components/news/empty-feed';
import { FeedFilters } from '@/components/news/feed-filters';
import { Spinner } from '@/components/news/spinner';
import { isCustomOnly as isCustomOnlyCategory, type Locale } from '@/lib/categories';
import { BOOKMARKS_LOAD_DELAY_MS } from '@/lib/bookmarks/limits';
import { useBookmarkList } from '@/lib/bookmarks/use-bookmarks';
import { useTranslations } from '@/lib/i18n/messages-context';
import { hasMorePages, type FeedArticle, type FeedPage } from '@/lib/news/article';
import { useFeedPages } from '@/lib/news/use-feed-pages';
import { useLiveStories } from '@/lib/live/use-live-stories';
import { LiveUpdates } from '@/components/news/live-updates';
import { useCaughtUpIndex } from '@/lib/read-state/use-read-state';
import { stopSpeaking } from '@/lib/speech/speech';
import { FeedControls, type FeedKeyAction } from './feed-controls';
import { isHeaderHidden, onFirstArticleRequest, setHeaderHidden } from './header-visibility';
import { PanelIsland, wantPanel } from './panel-island';
import { Slide, Slider, type SliderHandle } from './slider';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './mobile.module.css';

/** SPEC §9 mobile slider: one slide, 500 ms, not infinite, starting at index 1 (the feed; 0 is the panel). */
export const SLIDE_SPEED_MS = 500;
export const FEED_SLIDE = 1;
export const PANEL_SLIDE = 0;
/** Load the next page when the reader is this close to the last article. */
const LOAD_AHEAD = 2;
/**
 * Only the articles this close to the one on screen are rendered as full cards (picture, text,
 * buttons); the others are a title link in an empty slide of the same size — the "virtual slides"
 * of issue 15, so the server HTML still names every story for
 * crawlers, while the page and the DOM stay light however far the reader swipes.
 */
export const NEAR_SLIDES = 2;

export type MobileFeedProps = {
  locale: Locale;
  category: string;
  /** Page 1 from the server (its first card is in the HTML); null on the bookmarks page. */
  initial: FeedPage | null;
  /** Links to the feed's other pages (server-rendered), shown in the navigation panel. */
  pager?: ReactNode;
};

/** A slide away from the one on screen: the story's title (a link where it has one), nothing heavier. */
function FarCard({ article }: { article: FeedArticle }) {
  const hasLink = article.url.trim() !== '' && article.url !== '#';
  return <p className={styles.farCard}>{hasLink ? <a href={article.url}>{article.title}</a> : article.title}</p>;
}

/** The server could not read the news: say so, with a retry (SPEC §2), not "No news". */
function FeedError({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const t = useTranslations('feed');
  return (
    <>
      <p role="alert" data-testid="feed-error">
        {t('networkError')}
      </p>
      <button type="button" className="button" onClick={() => void onRetry()} data-testid="feed-retry">
        {t('retry')}
      </button>
    </>
  );
}

function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;
}

/**
 * The phone reader (SPEC §2, §4): a horizontal slider with the navigation panel and the feed, the
 * feed a full-screen vertical swipe of one article at a time. Swiping forward hides the header,
 * back shows it, a tap toggles it. Buttons and keys do what swipes do; only the article on screen
 * is exposed to assistive technology; reduced motion turns the slide animation off.
 */
export function MobileFeed({ locale, category, initial, pager }: MobileFeedProps) {
  const t = useTranslations('mobile');
  const isBookmarksPage = category === 'bookmarks';
  // Only the bookmarks page lists them: elsewhere a bookmark tapped does not render the reader again.
  const bookmarks = useBookmarkList(locale, isBookmarksPage);

  const { articles: loaded, page, total, isLoading, hasError, loadMore: loadNextPage, retry } = useFeedPages(category, locale, initial);
  // The bookmarks page keeps the list it showed last (SPEC §4: read 300 ms after opening and on a
  // slide change), so removing a bookmark does not pull the card away under the reader.
  const [bookmarkedList, setBookmarkedList] = useState<FeedArticle[] | null>(null);
  const isReady = !isBookmarksPage || bookmarkedList !== null;

  const [slide, setSlide] = useState(FEED_SLIDE);
  const [index, setIndex] = useState(0);
  const outer = useRef<SliderHandle | null>(null);
  const inner = useRef<SliderHandle | null>(null);
  const panelSlide = useRef<HTMLDivElement>(null);
  const feedSlide = useRef<HTMLElement>(null);
  const focusOnSlideChange = useRef(false);
  const speed = usePrefersReducedMotion() ? 0 : SLIDE_SPEED_MS;

  const latestBookmarks = useRef(bookmarks);
  useEffect(() => {
    latestBookmarks.current = bookmarks;
  });
  useEffect(() => {
    if (!isBookmarksPage) return;
    const timer = setTimeout(() => setBookmarkedList(latestBookmarks.current), BOOKMARKS_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isBookmarksPage]);

  // SPEC §2 filters on phones too (issue 12): All News / Admin News, not on custom-only categories or bookmarks.
  const [filter, setFilter] = useState<'all' | 'custom'>('all');
  const hasFilters = !isBookmarksPage && !isCustomOnlyCategory(category);
  // Live updates (issue 27): on a phone new stories never go in by themselves (the card on screen
  // would change under the reader's finger); a "N new stories" pill brings them, and the reader to the first.
  const [liveArticles, setLiveArticles] = useState<FeedArticle[]>([]);
  const live = useLiveStories({
    category,
    locale,
    shown: initial?.articles ?? [],
    enabled: !isBookmarksPage && initial?.page === 1,
    isAtTop: () => false,
    onShow: (stories) => {
      setLiveArticles((current) => [...stories, ...current]);
      setIndex(0);
      requestAnimationFrame(() => inner.current?.slideTo(0, 0));
    },
  });
  const shown = isBookmarksPage ? (bookmarkedList ?? []) : liveArticles.length > 0 ? [...liveArticles, ...loaded] : loaded;
  const customCount = shown.filter((article) => article.isCustom).length;
  const articles = hasFilters && filter === 'custom' ? shown.filter((article) => article.isCustom) : shown;
  const caughtUpIndex = useCaughtUpIndex(isBookmarksPage ? [] : articles);
  // Custom-only categories too: their stories come ten a page, and the swipe (not a Load More
  // button, which SPEC leaves out there) is how a phone reader gets to the older ones. With the
  // Admin News filter on, like Load More on desktop, nothing more is fetched.
  const canLoadMore = !isBookmarksPage && filter === 'all' && hasMorePages(page, total);
  const chooseFilter = (next: 'all' | 'custom') => {
    setFilter(next);
    setIndex(0);
    inner.current?.slideTo(0, 0);
  };

  // A new feed starts with the header shown; leaving it shows the header again.
  useEffect(() => {
    setHeaderHidden(false);
    return () => setHeaderHidden(false);
  }, []);

  // Tapping the header title: back to the feed's first article (SPEC §2).
  useEffect(
    () =>
      onFirstArticleRequest(() => {
        outer.current?.slideTo(FEED_SLIDE, speed);
        inner.current?.slideTo(0, speed);
        setHeaderHidden(false);
      }),
    [speed],
  );

  const loadMore = useCallback(async () => {
    if (canLoadMore) await loadNextPage();
  }, [canLoadMore, loadNextPage]);

  /** Two articles before the end, the next page is fetched (not after a failure: the error slide offers a retry). */
  function loadAheadOf(position: number) {
    if (position >= articles.length - LOAD_AHEAD && !hasError) void loadMore();
  }

  const onAction = useCallback(
    (action: FeedKeyAction) => {
      if (action === 'next') inner.current?.slideNext(speed);
      else if (action === 'previous') inner.current?.slidePrev(speed);
      else {
        // Opened or closed by a button or key: focus follows into the panel and back out of it.
        focusOnSlideChange.current = true;
        outer.current?.slideTo(action === 'openPanel' ? PANEL_SLIDE : FEED_SLIDE, speed);
      }
    },
    [speed],
  );
  const closePanel = useCallback(() => {
    focusOnSlideChange.current = true;
    outer.current?.slideTo(FEED_SLIDE, speed);
  }, [speed]);

  useEffect(() => {
    if (!focusOnSlideChange.current) return;
    focusOnSlideChange.current = false;
    const target = slide === PANEL_SLIDE ? panelSlide.current?.querySelector('button') : feedSlide.current?.querySelector<HTMLElement>('[data-testid="feed-controls"] button');
    target?.focus();
  }, [slide]);

  const isPanelOpen = slide === PANEL_SLIDE;
  // The panel's code and controls download once the reader reaches for it (issue 28), not with the
  // page: a sideways drag begun (the slider's onDragStart), or the panel on screen (its button, the ← key).
  useEffect(() => {
    if (isPanelOpen) wantPanel();
  }, [isPanelOpen]);

  return (
    <div className={styles.slider} data-testid="mobile-feed">
      <Slider
        className={styles.outer}
        speed={speed}
        initialSlide={FEED_SLIDE}
        handle={outer}
        onDragStart={wantPanel}
        onSlideChange={(slider) => {
          setSlide(slider.activeIndex);
          // SPEC §4: on the bookmarks path a slide change reloads the language's bookmarks.
          if (isBookmarksPage && isReady) setBookmarkedList(latestBookmarks.current);
          // SPEC §4: back on the feed, it scrolls to the top and the header shows. The panel has its own top bar.
          if (slider.activeIndex === FEED_SLIDE) {
            setHeaderHidden(false);
            window.scrollTo(0, 0);
          } else {
            setHeaderHidden(true);
          }
        }}
      >
        <Slide className={styles.slide} aria-hidden={!isPanelOpen} inert={!isPanelOpen}>
          <div ref={panelSlide} className={styles.slideInner}>
            <PanelIsland locale={locale} category={category} onNavigate={closePanel} onClose={closePanel} />
            {pager}
          </div>
        </Slide>
        <Slide className={styles.slide} aria-hidden={isPanelOpen} inert={isPanelOpen}>
          <section ref={feedSlide} className={styles.feed} aria-label={t('feedLabel')}>
            {!isBookmarksPage && <LiveUpdates waitingCount={live.waiting.length} arrived={live.arrived} onShowWaiting={live.showWaiting} className={styles.livePill} />}
            <div className={styles.cards}>
              {!isReady || (articles.length === 0 && isLoading) ? (
                <Spinner />
              ) : articles.length === 0 && hasError ? (
                <div className={styles.state}>
                  <FeedError onRetry={retry} />
                </div>
              ) : articles.length === 0 ? (
                <div className={styles.state}>
                  <EmptyFeed locale={locale} />
                </div>
              ) : (
                <Slider
                  direction="vertical"
                  speed={speed}
                  handle={inner}
                  onSlideChange={(slider) => {
                    setIndex(slider.activeIndex);
                    // The story being read aloud stops when the reader moves to another card.
                    stopSpeaking();
                    loadAheadOf(slider.activeIndex);
                    // Forward hides the header, back shows it (SPEC §4).
                    setHeaderHidden(slider.activeIndex > slider.previousIndex);
                  }}
                  onTap={(event) => {
                    // A tap on the article toggles the header; taps on its links and buttons do their own thing.
                    if (!isControl(event.target)) setHeaderHidden(!isHeaderHidden());
                  }}
                >
                  {articles.map((article, i) => (
                    <Slide key={`${article.uniqueId ?? article.url}-${i}`} className={styles.card} aria-hidden={i !== index} inert={i !== index} data-testid="mobile-card">
                      {Math.abs(i - index) <= NEAR_SLIDES ? (
                        <ArticleCard
                          isCaughtUp={i === caughtUpIndex}
                          article={article}
                          locale={locale}
                          variant="mobile"
                          priority={i === 0}
                        />
                      ) : (
                        <FarCard article={article} />
                      )}
                    </Slide>
                  ))}
                  {(isLoading || hasError) && (
                    <Slide className={styles.card} aria-hidden={index !== articles.length} inert={index !== articles.length}>
                      <div className={styles.state}>
                        {isLoading ? <Spinner /> : <FeedError onRetry={retry} />}
                      </div>
                    </Slide>
                  )}
                </Slider>
              )}
            </div>
            {hasFilters && (
              <FeedFilters filter={filter} onChoose={chooseFilter} allCount={shown.length} customCount={customCount} classNames={{ group: styles.filters, button: styles.filter }} />
            )}
            <FeedControls index={index} count={articles.length} hasTrailingSlide={articles.length > 0 && (isLoading || hasError)} isFeedActive={!isPanelOpen} onAction={onAction} />
          </section>
        </Slide>
      </Slider>
      <BookmarkMessage />
    </div>
  );
}
