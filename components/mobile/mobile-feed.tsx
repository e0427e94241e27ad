'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { ArticleCard } from '@/components/news/article-card';
import { BookmarkMessage } from '@/components/news/bookmark-message';
import { EmptyFeed } from '@/components/news/empty-feed';
import { Spinner } from '@/components/news/spinner';
import { BOOKMARKS_LOAD_DELAY_MS } from '@/components/news/bookmarks-view';
import type { Locale } from '@/lib/categories';
import { useBookmarks } from '@/lib/bookmarks/use-bookmarks';
import { hasMorePages, type FeedArticle, type FeedPage } from '@/lib/news/article';
import { useFeedPages } from '@/lib/news/use-feed-pages';
import { FeedControls, type FeedKeyAction } from './feed-controls';
import { isHeaderHidden, onFirstArticleRequest, setHeaderHidden } from './header-visibility';
import { MobilePanel } from './mobile-panel';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './mobile.module.css';

/** SPEC §9 mobile slider: one slide, 500 ms, not infinite, starting at index 1 (the feed; 0 is the panel). */
export const SLIDE_SPEED_MS = 500;
export const FEED_SLIDE = 1;
export const PANEL_SLIDE = 0;
/** Load the next page when the reader is this close to the last article. */
const LOAD_AHEAD = 2;

export type MobileFeedProps = {
  locale: Locale;
  category: string;
  /** Page 1 from the server (its first card is in the HTML); null on the bookmarks page. */
  initial: FeedPage | null;
  isCustomOnly: boolean;
};

function isControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;
}

/**
 * The phone reader (SPEC §2, §4): a horizontal slider with the navigation panel and the feed, the
 * feed a full-screen vertical swipe of one article at a time. Swiping forward hides the header,
 * back shows it, a tap toggles it. Buttons and keys do what swipes do; only the article on screen
 * is exposed to assistive technology; reduced motion turns the slide animation off.
 */
export function MobileFeed({ locale, category, initial, isCustomOnly }: MobileFeedProps) {
  const t = useTranslations('mobile');
  const tf = useTranslations('feed');
  const isBookmarksPage = category === 'bookmarks';
  const { bookmarks, isBookmarked, toggle, message } = useBookmarks(locale);

  const { articles: loaded, page, total, isLoading, hasError, loadMore: loadNextPage } = useFeedPages(category, locale, initial);
  // The bookmarks page keeps the list it showed last (SPEC §4: read 300 ms after opening and on a
  // slide change), so removing a bookmark does not pull the card away under the reader.
  const [bookmarkedList, setBookmarkedList] = useState<FeedArticle[] | null>(null);
  const isReady = !isBookmarksPage || bookmarkedList !== null;

  const [slide, setSlide] = useState(FEED_SLIDE);
  const [index, setIndex] = useState(0);
  const outer = useRef<SwiperInstance | null>(null);
  const inner = useRef<SwiperInstance | null>(null);
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

  const articles = isBookmarksPage ? (bookmarkedList ?? []) : loaded;
  const canLoadMore = !isBookmarksPage && !isCustomOnly && hasMorePages(page, total);

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

  return (
    <div className={styles.slider} data-testid="mobile-feed">
      <Swiper
        className={styles.outer}
        slidesPerView={1}
        speed={speed}
        loop={false}
        initialSlide={FEED_SLIDE}
        onSwiper={(swiper) => {
          outer.current = swiper;
        }}
        onSlideChange={(swiper) => {
          setSlide(swiper.activeIndex);
          // SPEC §4: on the bookmarks path a slide change reloads the language's bookmarks.
          if (isBookmarksPage && isReady) setBookmarkedList(latestBookmarks.current);
          // SPEC §4: back on the feed, it scrolls to the top and the header shows. The panel has its own top bar.
          if (swiper.activeIndex === FEED_SLIDE) {
            setHeaderHidden(false);
            window.scrollTo(0, 0);
          } else {
            setHeaderHidden(true);
          }
        }}
      >
        <SwiperSlide className={styles.slide} aria-hidden={!isPanelOpen} inert={!isPanelOpen}>
          <div ref={panelSlide} className={styles.slideInner}>
            <MobilePanel locale={locale} onNavigate={closePanel} onClose={closePanel} />
          </div>
        </SwiperSlide>
        <SwiperSlide className={styles.slide} aria-hidden={isPanelOpen} inert={isPanelOpen}>
          <section ref={feedSlide} className={styles.feed} aria-label={t('feedLabel')}>
            <div className={styles.cards}>
              {!isReady ? (
                <Spinner />
              ) : articles.length === 0 ? (
                <div className={styles.state}>
                  <EmptyFeed locale={locale} />
                </div>
              ) : (
                <Swiper
                  direction="vertical"
                  slidesPerView={1}
                  speed={speed}
                  loop={false}
                  onSwiper={(swiper) => {
                    inner.current = swiper;
                  }}
                  onSlideChange={(swiper) => {
                    setIndex(swiper.activeIndex);
                    loadAheadOf(swiper.activeIndex);
                    // Forward hides the header, back shows it (SPEC §4).
                    setHeaderHidden(swiper.activeIndex > swiper.previousIndex);
                  }}
                  onTap={(_swiper, event) => {
                    // A tap on the article toggles the header; taps on its links and buttons do their own thing.
                    if (!isControl(event.target)) setHeaderHidden(!isHeaderHidden());
                  }}
                >
                  {articles.map((article, i) => (
                    <SwiperSlide key={`${article.uniqueId ?? article.url}-${i}`} className={styles.card} aria-hidden={i !== index} inert={i !== index} data-testid="mobile-card">
                      <ArticleCard
                        article={article}
                        locale={locale}
                        variant="mobile"
                        isBookmarked={isBookmarked(article.title)}
                        onToggleBookmark={toggle}
                        priority={i === 0}
                      />
                    </SwiperSlide>
                  ))}
                  {(isLoading || hasError) && (
                    <SwiperSlide className={styles.card} aria-hidden={index !== articles.length} inert={index !== articles.length}>
                      <div className={styles.state}>
                        {isLoading ? (
                          <Spinner />
                        ) : (
                          <>
                            <p role="alert" data-testid="feed-error">
                              {tf('networkError')}
                            </p>
                            <button type="button" className="button" onClick={() => void loadMore()}>
                              {tf('loadMore')}
                            </button>
                          </>
                        )}
                      </div>
                    </SwiperSlide>
                  )}
                </Swiper>
              )}
            </div>
            <FeedControls index={index} count={articles.length} isFeedActive={!isPanelOpen} onAction={onAction} />
          </section>
        </SwiperSlide>
      </Swiper>
      <BookmarkMessage message={message} />
    </div>
  );
}
