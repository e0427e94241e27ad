'use client';

import { useRef } from 'react';
import { useScrollsInside } from '@/components/reader/use-scrolls-inside';
import styles from './article-card.module.css';

/**
 * The phone card's text: when it is taller than its room it scrolls inside, is focusable and is
 * marked `data-no-swipe` (components/mobile/slider.tsx), so a drag on it scrolls the story instead of
 * moving to the next card.
 */
export function CardDescription({ children }: { children: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const scrolls = useScrollsInside(ref, true);
  return (
    <p ref={ref} data-testid="card-description" tabIndex={scrolls ? 0 : undefined} className={styles.description} data-no-swipe={scrolls ? '' : undefined}>
      {children}
    </p>
  );
}
