'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './feed.module.css';

/**
 * What a reader of an open feed sees of live updates (issue 27): further down the list, a "3 new
 * stories" button (nothing moves under the reader's finger; it brings them to the top) and the
 * count in the tab's title; one polite announcement per batch for screen readers, whether the
 * stories went in at the top or wait for the button.
 */
export function LiveUpdates({
  waitingCount,
  arrived,
  onShowWaiting,
  className,
}: {
  waitingCount: number;
  arrived: { count: number; isShown: boolean; at: number } | null;
  onShowWaiting: () => void;
  /** The phone reader places the button over its card. */
  className?: string;
}) {
  const t = useTranslations('feed.live');
  // The title is read each time, not kept from the first render: a dynamic page's title can arrive
  // after the page is on screen (streamed metadata), and a refresh may set it again.
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    const next = waitingCount > 0 ? `(${waitingCount}) ${base}` : base;
    if (document.title !== next) document.title = next;
  }, [waitingCount]);
  useEffect(
    () => () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    },
    [],
  );

  return (
    <>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="live-announcement">
        {arrived ? (arrived.isShown ? t('added', { count: arrived.count }) : t('waiting', { count: arrived.count })) : ''}
      </p>
      {waitingCount > 0 && (
        <button
          type="button"
          className={`pill ${className ?? styles.newStories}`}
          onClick={() => {
            onShowWaiting();
            window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
          }}
          data-testid="new-stories"
        >
          {t('button', { count: waitingCount })}
        </button>
      )}
    </>
  );
}
