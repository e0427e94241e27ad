'use client';

import { useLinkStatus } from 'next/link';
import { useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import styles from './feed.module.css';

/**
 * SPEC §2 "It shows a spinner while loading", for a category chosen in the browser: placed inside a
 * category link, it shows the feed spinner over the page while that link's page is on its way. A
 * portal, because the menu holding the link closes at the click. (A route `loading.tsx` would do it
 * too, but it makes Next stream the first HTML of every feed behind a fallback.)
 */
export function NavigationSpinner() {
  const { pending } = useLinkStatus();
  // The shell's messages (menu), not the feed's: the menu is on every page (messages per route).
  const t = useTranslations('menu');
  if (!pending || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.navigating}>
      <div className={styles.spinner} role="status" data-testid="feed-spinner">
        <span className={styles.spinnerWheel} aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </div>,
    document.body,
  );
}
