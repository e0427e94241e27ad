import { getTranslations } from 'next-intl/server';
import styles from '@/components/news/story.module.css';
import { formatLongDate } from '@/lib/blogs/format';
import type { Locale } from '@/lib/categories';
import type { StoryCorrection } from '@/lib/corrections/rules';

/**
 * A story's public corrections (issue 26), under its text as trusted newsrooms print them:
 * "Corrected on 25 November 2026: the rate is 6.5 %, not 6.25 %." Nothing when there is none.
 */
export async function StoryCorrections({ corrections, locale }: { corrections: StoryCorrection[]; locale: Locale }) {
  if (corrections.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'reader.story' });
  return (
    <aside className={styles.corrections} aria-labelledby="story-corrections-heading" data-testid="story-corrections">
      <h2 id="story-corrections-heading">{corrections.length === 1 ? t('correctionOne') : t('correctionMany')}</h2>
      <ul>
        {corrections.map((correction) => (
          <li key={correction.datePublished + correction.text}>
            <time dateTime={correction.datePublished}>
              <strong>{t('correctedOn', { date: formatLongDate(correction.datePublished, locale) })}</strong>
            </time>{' '}
            {correction.text}
          </li>
        ))}
      </ul>
    </aside>
  );
}
