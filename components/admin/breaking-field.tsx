'use client';

import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './admin.module.css';

/** Issue 27: "Breaking news" — publishing the story alerts every push subscriber of its category and language. */
export function BreakingField({ idPrefix, checked, onChange }: { idPrefix: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useTranslations('admin.form');
  return (
    <div className="form-field">
      <label htmlFor={`${idPrefix}-breaking`}>
        <input id={`${idPrefix}-breaking`} name="breaking" type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${idPrefix}-breaking-hint`} />{' '}
        {t('breaking')}
      </label>
      <p id={`${idPrefix}-breaking-hint`} className={styles.hint}>
        {t('breakingHint')}
      </p>
    </div>
  );
}
