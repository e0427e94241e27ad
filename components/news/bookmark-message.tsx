'use client';

import { useBookmarkMessage } from '@/lib/bookmarks/use-bookmarks';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './feed.module.css';

/** "News Bookmarked" / "Bookmark Removed" (SPEC §4), announced politely, for 3 s after any card's bookmark control. */
export function BookmarkMessage() {
  const t = useTranslations('feed');
  const message = useBookmarkMessage();
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
