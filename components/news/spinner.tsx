'use client';

import { useTranslations } from 'next-intl';
import styles from './feed.module.css';

/** Shown only while the browser loads news (Load More, bookmarks); the first page comes with the HTML. */
export function Spinner() {
  const t = useTranslations('feed');
  return (
    <div className={styles.spinner} role="status" data-testid="feed-spinner">
      <span className={styles.spinnerWheel} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
