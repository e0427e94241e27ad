import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/categories';
import { SEARCH_MAX_QUERY } from '@/lib/search/limits';
import styles from './search.module.css';

/** The site search field: a plain GET form to /{lang}/search, so it works before (and without) JavaScript. */
export function SearchBox({ locale, defaultValue = '', type, className }: { locale: Locale; defaultValue?: string; type?: 'news' | 'blogs'; className?: string }) {
  const t = useTranslations('reader.search');
  return (
    <form role="search" action={`/${locale}/search`} method="get" className={`${styles.box} ${className ?? ''}`}>
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
