'use client';

import type { Locale } from '@/lib/categories';
import { toggleBookmark, useIsBookmarked } from '@/lib/bookmarks/use-bookmarks';
import { useTranslations } from '@/lib/i18n/messages-context';
import type { FeedArticle } from '@/lib/news/article';
import styles from './article-card.module.css';

export type BookmarkButtonProps = {
  article: FeedArticle;
  locale: Locale;
  /** `button`: the card's Bookmark pill. `title`: the phone card's title, which toggles the bookmark when tapped (SPEC §2). */
  look: 'button' | 'title';
};

/** A card's bookmark control: a client island of the server-rendered card (issue 28). */
export function BookmarkButton({ article, locale, look }: BookmarkButtonProps) {
  const t = useTranslations('feed');
  const isBookmarked = useIsBookmarked(locale, article.title);
  const toggle = () => toggleBookmark(locale, article);
  if (look === 'title') {
    return (
      <button type="button" className={styles.titleButton} aria-pressed={isBookmarked} title={t('titleToggleHint')} onClick={toggle}>
        {article.title}
      </button>
    );
  }
  const text = isBookmarked ? t('bookmarked') : t('bookmark');
  // The visible word starts the accessible name (WCAG 2.5.3); the title says which story.
  return (
    <button type="button" className={`pill ${styles.bookmark}`} aria-pressed={isBookmarked} aria-label={`${text}: ${article.title}`} onClick={toggle} data-testid="bookmark-button">
      {text}
    </button>
  );
}
