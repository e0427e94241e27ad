'use client';

import { useTranslations } from '@/lib/i18n/messages-context';

/** SPEC §4 filter states: all, the site's own (Admin News), the headlines service's. */
export type FeedFilter = 'all' | 'custom' | 'api';

type FeedFiltersProps = {
  filter: FeedFilter;
  onChoose: (filter: 'all' | 'custom') => void;
  /** What "All News (n)" counts: the cards the reader can reach. */
  allCount: number;
  customCount: number;
  /** The group and button classes of the layout the filters sit in (desktop list, phone reader). */
  classNames: { group: string; button: string };
};

/** "All News (n)" / "Admin News (n)" (SPEC §4): Admin News is disabled while there is none. */
export function FeedFilters({ filter, onChoose, allCount, customCount, classNames }: FeedFiltersProps) {
  const t = useTranslations('feed');
  return (
    <div className={classNames.group} role="group" aria-label={t('filtersLabel')}>
      <button type="button" className={classNames.button} aria-pressed={filter === 'all'} onClick={() => onChoose('all')} data-testid="filter-all">
        {t('allNews', { count: allCount })}
      </button>
      <button
        type="button"
        className={classNames.button}
        aria-pressed={filter === 'custom'}
        disabled={customCount === 0}
        onClick={() => onChoose('custom')}
        data-testid="filter-custom"
      >
        {t('adminNews', { count: customCount })}
      </button>
    </div>
  );
}
