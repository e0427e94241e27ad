'use client';

import { useEffect, useState } from 'react';
import { readingProgress } from '@/lib/blogs/progress';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './blog.module.css';

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
