'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './admin.module.css';

type Option = { id: string; title: string; language: string };

/**
 * Issue 27: the same story in the other language. Lists the newsroom's stories in the other
 * language (an English story links to a Hindi one and back; stories in both languages need none).
 */
export function TranslationField({ idPrefix, language, storyId, value, onChange }: { idPrefix: string; language: string; storyId?: string; value: string; onChange: (id: string) => void }) {
  const t = useTranslations('admin.form');
  const [options, setOptions] = useState<Option[]>([]);
  const other = language === 'en' ? 'hi' : language === 'hi' ? 'en' : null;

  useEffect(() => {
    if (!other) return;
    let isCurrent = true;
    void fetch('/api/admin/news', { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : []))
      .then((items: Option[]) => {
        if (isCurrent) setOptions(Array.isArray(items) ? items.filter((item) => item.language === other && item.id !== storyId) : []);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [other, storyId]);

  if (!other) return null;
  return (
    <div className="form-field">
      <label htmlFor={`${idPrefix}-translation`}>{t('translationOf')}</label>
      <select id={`${idPrefix}-translation`} name="translationOf" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={`${idPrefix}-translation-hint`}>
        <option value="">{t('translationNone')}</option>
        {value && !options.some((option) => option.id === value) && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id} lang={option.language}>
            {option.title}
          </option>
        ))}
      </select>
      <p id={`${idPrefix}-translation-hint`} className={styles.hint}>
        {t('translationHint')}
      </p>
    </div>
  );
}
