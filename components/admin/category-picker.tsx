'use client';

import { ADMIN_NEWS_CATEGORIES } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './admin.module.css';

/** SPEC §3: the 12 categories as a multi-select grid (2 columns small, 3 larger), hyphen shown as space. */
export function CategoryPicker({ idPrefix, selected, onChange }: { idPrefix: string; selected: string[]; onChange: (next: string[]) => void }) {
  const t = useTranslations('categories');
  const label = useTranslations('admin.form');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{label('category')}</legend>
      <div className={styles.categoryGrid}>
        {ADMIN_NEWS_CATEGORIES.map((slug) => (
          <label key={slug} className={styles.categoryOption} htmlFor={`${idPrefix}-${slug}`}>
            <input
              id={`${idPrefix}-${slug}`}
              type="checkbox"
              name="category"
              value={slug}
              checked={selected.includes(slug)}
              onChange={(event) => onChange(event.target.checked ? [...selected, slug] : selected.filter((value) => value !== slug))}
            />
            <span>{t(slug)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
