'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './blog.module.css';

/** SPEC §4: scroll position / (page height − window height), clamped to 0–100 %. */
export function readingProgress(scrollY: number, pageHeight: number, windowHeight: number): number {
  const room = pageHeight - windowHeight;
  if (room <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / room) * 100));
}

export function ReadingProgress() {
  const t = useTranslations('blog.detail');
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setPercent(readingProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight)),
      );
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  const rounded = Math.round(percent);
  return (
    <div
      className={styles.progress}
      style={{ width: `${percent}%` }}
      role="progressbar"
      aria-label={t('progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={rounded}
      data-testid="reading-progress"
    />
  );
}
