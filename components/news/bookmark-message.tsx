'use client';

import { useTranslations } from 'next-intl';
import type { BookmarkToggle } from '@/lib/bookmarks/bookmarks-store';
import styles from './feed.module.css';

/** "News Bookmarked" / "Bookmark Removed" (SPEC §4), announced politely; the hook clears it after 3 s. */
export function BookmarkMessage({ message }: { message: BookmarkToggle | null }) {
  const t = useTranslations('feed');
  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {message && (
        <p className={styles.toast} data-testid="bookmark-message">
          {message === 'added' ? t('newsBookmarked') : t('bookmarkRemoved')}
        </p>
      )}
    </div>
  );
}
