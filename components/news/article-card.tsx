'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/categories';
import { articleImage, articleImageSrcSet, PLACEHOLDER_IMAGE, type FeedArticle } from '@/lib/news/article';
import { cardTimeParts } from '@/lib/news/card-time';
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
};

function hasLink(url: string): boolean {
  return url.trim() !== '' && url !== '#';
}

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
  return (
    <img
      ref={ref}
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? '(max-width: 700px) 100vw, 320px' : undefined}
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
export function ArticleCard({ article, locale, variant, isBookmarked, onToggleBookmark, priority = false }: ArticleCardProps) {
  const t = useTranslations('feed');
  const sourceName = article.source?.name?.trim() || t('unknownSource');
  const timeParts = cardTimeParts(article.publishedAt, locale);
  const image = articleImage(article);
  const linked = hasLink(article.url);
  const bookmarkText = isBookmarked ? t('bookmarked') : t('bookmark');

  return (
    <article className={styles.card} data-variant={variant} data-testid="news-card" data-custom={article.isCustom ? 'true' : 'false'}>
      <div className={styles.media}>
        <CardImage article={article} priority={priority} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          {variant === 'mobile' ? (
            <button type="button" className={styles.titleButton} aria-pressed={isBookmarked} title={t('titleToggleHint')} onClick={() => onToggleBookmark(article)}>
              {article.title}
            </button>
          ) : linked ? (
            <a href={article.url} target="_blank" rel="noopener noreferrer">
              {article.title}
            </a>
          ) : (
            article.title
          )}
        </h2>
        <p className={styles.meta}>
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
        <p className={styles.description}>{article.description}</p>
        <div className={styles.footer}>
          {linked ? (
            <a className={styles.readMore} href={article.url} target="_blank" rel="noopener noreferrer">
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
          {/* The visible word starts the accessible name (WCAG 2.5.3); the title says which story. */}
          <button
            type="button"
            className={styles.bookmark}
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
