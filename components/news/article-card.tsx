'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { Locale } from '@/lib/categories';
import { articleImage, articleImageSrcSet, PLACEHOLDER_IMAGE, type FeedArticle } from '@/lib/news/article';
import { cardTimeParts } from '@/lib/news/card-time';
import { markRead, READ_AFTER_MS, storyKey } from '@/lib/read-state/read-store';
import { useReadMap } from '@/lib/read-state/use-read-state';
import { storyPath } from '@/lib/seo/urls';
import { textLanguage } from '@/lib/speech/language';
import { ListenButton } from '@/components/reader/listen-button';
import { useScrollsInside } from '@/components/reader/use-scrolls-inside';
import { ShareButton } from './share-button';
import styles from './article-card.module.css';

export type ArticleCardVariant = 'desktop' | 'mobile';

export type ArticleCardProps = {
  article: FeedArticle;
  locale: Locale;
  /** Desktop: the title links to the story. Mobile: tapping the title toggles the bookmark, plus "Tap here" and a Bookmark button. */
  variant: ArticleCardVariant;
  isBookmarked: boolean;
  onToggleBookmark(article: FeedArticle): void;
  /** The first card of a page: its image is the LCP element, fetched at once with high priority. */
  priority?: boolean;
  /** The first story the reader had already seen: "You're all caught up" shows above it. */
  isCaughtUp?: boolean;
};

/** Read state (issue 16): read when opened, or on a phone after READ_AFTER_MS on screen. */
function useReadMark(article: FeedArticle, variant: ArticleCardVariant) {
  const key = storyKey(article);
  const isRead = key in useReadMap();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (variant !== 'mobile' || isRead || !card || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => markRead([key]), READ_AFTER_MS);
      },
      { threshold: 0.6 },
    );
    observer.observe(card);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [variant, isRead, key]);
  return { ref, isRead, markOpened: () => markRead([key]) };
}

/** What the headlines client writes for an article without a source (SPEC §2). */
const UNKNOWN_SOURCE = 'Unknown Source';

function hasLink(url: string): boolean {
  return url.trim() !== '' && url !== '#';
}

/** The card picture's rendered width: the full screen width on phones, a 320 px column on desktop. */
const CARD_IMAGE_SIZES = '(max-width: 700px) 100vw, 320px';

/** The card's picture; a missing or failed image becomes the image-not-available placeholder. */
function CardImage({ article, priority }: { article: FeedArticle; priority: boolean }) {
  const wanted = articleImage(article);
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const src = failed === wanted ? PLACEHOLDER_IMAGE : wanted;

  // An image that failed before React hydrated fired its error event unheard: check once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && src !== PLACEHOLDER_IMAGE) setFailed(wanted);
  }, [src, wanted]);

  const srcSet = src === PLACEHOLDER_IMAGE ? undefined : articleImageSrcSet(src);
  const sizes = srcSet ? CARD_IMAGE_SIZES : undefined;
  // The LCP image: announced in <head> (React writes the preload link once, however often this renders).
  if (priority) preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet && { imageSrcSet: srcSet, imageSizes: sizes }) });
  return (
    <img
      ref={ref}
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={640}
      height={360}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      data-testid="card-image"
      onError={() => {
        if (src !== PLACEHOLDER_IMAGE) setFailed(wanted);
      }}
    />
  );
}

/** One short-news card (SPEC §2 "Article card"), for the desktop list and the mobile swipe view alike. */
export function ArticleCard({ article, locale, variant, isBookmarked, onToggleBookmark, priority = false, isCaughtUp = false }: ArticleCardProps) {
  const t = useTranslations('feed');
  const tr = useTranslations('reader.read');
  const { ref, isRead, markOpened } = useReadMark(article, variant);
  // The API's SPEC default "Unknown Source" is shown in the page's language.
  const givenSource = article.source?.name?.trim();
  const sourceName = givenSource && givenSource !== UNKNOWN_SOURCE ? givenSource : t('unknownSource');
  const timeParts = cardTimeParts(article.publishedAt, locale);
  const image = articleImage(article);
  const linked = hasLink(article.url);
  // The site's own stories have a page of their own; a headline is shared as its source's link.
  const permalink = article.isCustom && article.uniqueId ? storyPath(locale, article.uniqueId) : null;
  const shareHref = permalink ?? (linked ? article.url : null);
  const bookmarkText = isBookmarked ? t('bookmarked') : t('bookmark');
  const description = useRef<HTMLParagraphElement>(null);
  const descriptionScrolls = useScrollsInside(description, variant === 'mobile');

  return (
    <article ref={ref} className={styles.card} data-variant={variant} data-testid="news-card" data-custom={article.isCustom ? 'true' : 'false'} data-read={isRead ? 'true' : 'false'}>
      {isCaughtUp && (
        <p className={styles.caughtUp} data-testid="caught-up">
          <strong>{tr('caughtUp')}</strong> {tr('caughtUpHint')}
        </p>
      )}
      <div className={styles.media}>
        <CardImage article={article} priority={priority} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          {variant === 'mobile' ? (
            <button type="button" className={styles.titleButton} aria-pressed={isBookmarked} title={t('titleToggleHint')} onClick={() => onToggleBookmark(article)}>
              {article.title}
            </button>
          ) : permalink ? (
            <a href={permalink} onClick={markOpened}>
              {article.title}
            </a>
          ) : linked ? (
            <a href={article.url} target="_blank" rel="noopener noreferrer" onClick={markOpened}>
              {article.title}
            </a>
          ) : (
            article.title
          )}
        </h2>
        <p className={styles.meta}>
          {isRead && (
            <span className={styles.readMark} data-testid="read-mark">
              {tr('label')}
            </span>
          )}
          <strong className={styles.short}>{t('short')}</strong> <span data-testid="card-source">{t('by', { source: sourceName })}</span>
          {timeParts && (
            <>
              {' / '}
              <time dateTime={article.publishedAt} data-testid="card-time">
                {t('time', timeParts)}
              </time>
            </>
          )}
        </p>
        <p ref={description} data-testid="card-description" tabIndex={descriptionScrolls ? 0 : undefined} className={descriptionScrolls ? `${styles.description} swiper-no-swiping` : styles.description}>
          {article.description}
        </p>
        <div className={styles.footer}>
          {linked ? (
            <a className={styles.readMore} href={article.url} target="_blank" rel="noopener noreferrer" onClick={markOpened}>
              {t('readMoreAt', { source: sourceName })}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          ) : (
            <span className={styles.readMore}>{t('readMoreAt', { source: sourceName })}</span>
          )}
          {variant === 'mobile' && (
            <a className={styles.tapHere} href={image} target="_blank" rel="noopener noreferrer" aria-label={t('tapHereLabel', { title: article.title })}>
              {t('tapHere')}
            </a>
          )}
          <ListenButton title={article.title} text={`${article.title}.\n${article.description}`} language={textLanguage(`${article.title} ${article.description}`)} />
          {shareHref && <ShareButton href={shareHref} title={article.title} variant={variant} className={`pill ${styles.share}`} />}
          {/* The visible word starts the accessible name (WCAG 2.5.3); the title says which story. */}
          <button
            type="button"
            className={`pill ${styles.bookmark}`}
            aria-pressed={isBookmarked}
            aria-label={`${bookmarkText}: ${article.title}`}
            onClick={() => onToggleBookmark(article)}
            data-testid="bookmark-button"
          >
            {bookmarkText}
          </button>
        </div>
      </div>
    </article>
  );
}
