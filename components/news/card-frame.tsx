'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { markRead, READ_AFTER_MS } from '@/lib/read-state/read-store';
import { useReadMap } from '@/lib/read-state/use-read-state';
import styles from './article-card.module.css';

export type CardFrameProps = {
  storyKey: string;
  variant: 'desktop' | 'mobile';
  isCustom: boolean;
  /** "You're all caught up" shows above this card (the list decides: useCaughtUpIndex). */
  isCaughtUp?: boolean;
  /** The admin's card preview (issue 26): no read state, and nothing is marked read. */
  isPreview?: boolean;
  children: ReactNode;
};

/**
 * The card's outer element, the client island of its read state (issue 16): `data-read`, the
 * caught-up marker above it, read when its story is opened (a link of the card other than "Tap here"), or on a phone
 * after READ_AFTER_MS on screen. What it wraps is rendered on the server (issue 28).
 */
export function CardFrame({ storyKey, variant, isCustom, isCaughtUp = false, isPreview = false, children }: CardFrameProps) {
  const tr = useTranslations('reader.read');
  const isRead = storyKey in useReadMap() && !isPreview;
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const card = ref.current;
    if (variant !== 'mobile' || isRead || isPreview || !card || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) timer = setTimeout(() => markRead([storyKey]), READ_AFTER_MS);
      },
      { threshold: 0.6 },
    );
    observer.observe(card);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [variant, isRead, isPreview, storyKey]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // Following the story (its title or "read more"), not the phone's "Tap here" to the picture.
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && !isPreview && !link.classList.contains(styles.tapHere)) markRead([storyKey]);
  };

  return (
    <article ref={ref} className={styles.card} data-variant={variant} data-testid="news-card" data-custom={isCustom ? 'true' : 'false'} data-read={isRead ? 'true' : 'false'} onClick={onClick}>
      {isCaughtUp && (
        <p className={styles.caughtUp} data-testid="caught-up">
          <strong>{tr('caughtUp')}</strong> <span className="visually-hidden">{tr('caughtUpHint')}</span>
        </p>
      )}
      {children}
    </article>
  );
}

/** "Read" on the corner of the card's picture, once the story is read (out of the text's flow: nothing moves). */
export function ReadMark({ storyKey }: { storyKey: string }) {
  const tr = useTranslations('reader.read');
  if (!(storyKey in useReadMap())) return null;
  return (
    <span className={styles.readMark} data-testid="read-mark">
      {tr('label')}
    </span>
  );
}
