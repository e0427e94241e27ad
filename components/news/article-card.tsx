import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { articleImage, type FeedArticle } from '@/lib/news/article';
import { cardTimeParts } from '@/lib/news/card-time';
import { storyKey } from '@/lib/read-state/read-store';
import { storyPath } from '@/lib/seo/urls';
import { textLanguage } from '@/lib/speech/language';
import { ListenButton } from '@/components/reader/listen-button';
import Link from '@/components/ui/link';
import { BookmarkButton } from './bookmark-button';
import { CardDescription } from './card-description';
import { CardFrame, ReadMark } from './card-frame';
import { CardImage } from './card-image';
import { ShareButton } from './share-button';
import styles from './article-card.module.css';

export type ArticleCardVariant = 'desktop' | 'mobile';

export type ArticleCardProps = {
  article: FeedArticle;
  locale: Locale;
  /** Desktop: the title links to the story. Mobile: tapping the title toggles the bookmark, plus "Tap here" and a Bookmark button. */
  variant: ArticleCardVariant;
  /** The first card of a page: its image is the LCP element, fetched at once with high priority. */
  priority?: boolean;
  /** The first story the reader had already seen: "You're all caught up" shows above it. */
  isCaughtUp?: boolean;
  /** The admin form's card preview (issue 26): the card as a new reader sees it, never marked read. */
  isPreview?: boolean;
};

/** What the headlines client writes for an article without a source (SPEC §2). */
const UNKNOWN_SOURCE = 'Unknown Source';

function hasLink(url: string): boolean {
  return url.trim() !== '' && url !== '#';
}

/**
 * One short-news card (SPEC §2 "Article card"), for the desktop list, the phone reader and the
 * bookmarks list. No 'use client' and no state of its own (issue 28): everything that reacts to the
 * reader is a small client island — the frame (read state), the picture (placeholder on failure),
 * the bookmark, share and listen controls, the phone's scrolling text — so the card renders as a
 * server component wherever a server component uses it, and inside the client lists alike.
 * The feed lists render it in the browser from the page's articles: rendering page 1's cards on the
 * server was measured (bench/results/first-load-js-2026-11-25-server-cards.md) at +48 KB of HTML
 * (each card's element tree in the RSC payload besides its markup) for 0.4 KB gzipped less script.
 */
export function ArticleCard({ article, locale, variant, priority = false, isCaughtUp, isPreview = false }: ArticleCardProps) {
  const t = useTranslations('feed');
  const key = storyKey(article);
  // The API's SPEC default "Unknown Source" is shown in the page's language.
  const givenSource = article.source?.name?.trim();
  const sourceName = givenSource && givenSource !== UNKNOWN_SOURCE ? givenSource : t('unknownSource');
  const when = cardTimeParts(article.publishedAt);
  const image = articleImage(article);
  const linked = hasLink(article.url);
  // The site's own stories have a page of their own; a headline is shared as its source's link.
  const permalink = article.isCustom && article.uniqueId ? storyPath(locale, article.uniqueId) : null;
  const shareHref = permalink ?? (linked ? article.url : null);

  return (
    <CardFrame storyKey={key} variant={variant} isCustom={article.isCustom} isCaughtUp={isCaughtUp} isPreview={isPreview}>
      <div className={styles.media}>
        <CardImage src={image} priority={priority} />
        {!isPreview && <ReadMark storyKey={key} />}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          {variant === 'mobile' ? (
            <BookmarkButton article={article} locale={locale} look="title" />
          ) : permalink ? (
            <Link href={permalink}>{article.title}</Link>
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
          {when && (
            <>
              {' / '}
              <time dateTime={article.publishedAt} data-testid="card-time">
                {t('time', { ...when, weekday: t(`weekdays.${when.weekday}`), month: t(`months.${when.month}`) })}
              </time>
            </>
          )}
        </p>
        {variant === 'mobile' ? (
          <CardDescription>{article.description}</CardDescription>
        ) : (
          <p className={styles.description} data-testid="card-description">
            {article.description}
          </p>
        )}
        <div className={styles.footer}>
          {linked ? (
            <a className={styles.readMore} href={article.url} target="_blank" rel="noopener noreferrer">
              {t('readMoreAt', { source: sourceName })}
              <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
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
          <BookmarkButton article={article} locale={locale} look="button" />
        </div>
      </div>
    </CardFrame>
  );
}
