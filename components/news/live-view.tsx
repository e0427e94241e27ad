'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './feed.module.css';

export type LiveUpdatesProps = {
  waitingCount: number;
  arrived: { count: number; isShown: boolean; at: number } | null;
  onShowWaiting: () => void;
  /** The phone reader places the button over its card. */
  className?: string;
};

/** The polite announcement of the last batch, inside ./live-updates.tsx's live region. */
export function LiveAnnouncement({ arrived }: Pick<LiveUpdatesProps, 'arrived'>) {
  const t = useTranslations('feed.live');
  return arrived ? t(arrived.isShown ? 'added' : 'waiting', { count: arrived.count }) : null;
}

/**
 * Further down the list, a "3 new stories" button (nothing moves under the reader's finger; it
 * brings them to the top), and the count in the tab's title.
 */
export function LivePill({ waitingCount, onShowWaiting, className }: LiveUpdatesProps) {
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

  if (waitingCount === 0) return null;
  return (
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
  );
}
