'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './mobile.module.css';

export type FeedKeyAction = 'next' | 'previous' | 'openPanel' | 'closePanel';

/**
 * What a key does in the mobile feed, as an alternative to swiping: ↓ / PageDown / j → next article,
 * ↑ / PageUp / k → previous, ← opens the navigation panel, → slides it away. Keys typed into a
 * field or with a modifier (browser shortcuts) are left alone.
 */
export function feedKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): FeedKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName ?? ''))) return null;
  switch (event.key) {
    case 'ArrowDown':
    case 'PageDown':
    case 'j':
    case 'J':
      return 'next';
    case 'ArrowUp':
    case 'PageUp':
    case 'k':
    case 'K':
      return 'previous';
    case 'ArrowLeft':
      return 'openPanel';
    case 'ArrowRight':
      return 'closePanel';
    default:
      return null;
  }
}

type Props = {
  /** 0-based index of the article on screen. */
  index: number;
  count: number;
  /** A slide after the last article (the next page loading, or its error with a retry): Next reaches it. */
  hasTrailingSlide?: boolean;
  /** The keys act only while the feed (not the panel) is on screen… except → which closes the panel. */
  isFeedActive: boolean;
  onAction: (action: FeedKeyAction) => void;
};

/** Previous / next buttons, a button to the panel, the keyboard shortcuts and a polite "Article n of m" announcement. */
export function FeedControls({ index, count, hasTrailingSlide = false, isFeedActive, onAction }: Props) {
  const t = useTranslations('mobile');

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = feedKeyAction(event);
      if (!action) return;
      if (isFeedActive ? action === 'closePanel' : action !== 'closePanel') return;
      event.preventDefault();
      onAction(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isFeedActive, onAction]);

  if (!isFeedActive) return null;
  return (
    <div className={styles.controls} data-testid="feed-controls">
      <button type="button" className={styles.controlButton} aria-label={t('openPanel')} onClick={() => onAction('openPanel')}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <p className={styles.position} aria-hidden="true">
        {count > 0 ? `${Math.min(index + 1, count)} / ${count}` : ''}
      </p>
      <button type="button" className={styles.controlButton} aria-label={t('previous')} disabled={index <= 0} onClick={() => onAction('previous')}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M6 15l6-6 6 6" />
        </svg>
      </button>
      <button type="button" className={styles.controlButton} aria-label={t('next')} disabled={index >= count - (hasTrailingSlide ? 0 : 1)} onClick={() => onAction('next')}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {count > 0 && (
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {t('position', { current: Math.min(index + 1, count), total: count })}
        </p>
      )}
    </div>
  );
}
