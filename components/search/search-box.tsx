'use client';

import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { SEARCH_MAX_QUERY } from '@/lib/search/limits';
import styles from './search.module.css';

/**
 * The site search field: a plain GET form to /{lang}/search, so it works before (and without) JavaScript.
 * `landmark` names the search landmark: the header's box is the site search, the results page's own
 * box refines the search; a page with two search landmarks of one name fails axe's landmark-unique.
 */
export function SearchBox({ locale, defaultValue = '', type, className, landmark = 'site' }: { locale: Locale; defaultValue?: string; type?: 'news' | 'blogs'; className?: string; landmark?: 'site' | 'page' }) {
  const t = useTranslations('reader.search');
  return (
    <form role="search" aria-label={t(landmark === 'site' ? 'siteLandmark' : 'pageLandmark')} action={`/${locale}/search`} method="get" className={`${styles.box} ${className ?? ''}`}>
      <input
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_MAX_QUERY}
        required
        placeholder={t('placeholder')}
        aria-label={t('label')}
        className={styles.input}
        enterKeyHint="search"
      />
      {type && <input type="hidden" name="type" value={type} />}
      <button type="submit" className={styles.submit}>
        {t('submit')}
      </button>
    </form>
  );
}
