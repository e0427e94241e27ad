'use client';

import Link from '@/components/ui/link';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './feed.module.css';

/** "No news are available" with its Load News link to the language's top stories. */
export function EmptyFeed({ locale }: { locale: Locale }) {
  const t = useTranslations('feed');
  return (
    <p className={styles.empty} data-testid="feed-empty">
      {t('noNews')}{' '}
      <Link href={`/${locale}/general`}>{t('loadNews')}</Link>
    </p>
  );
}
