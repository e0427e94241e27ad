'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { EMPTY_NEWS_FORM, NewsFormFields, UploadProgress, toFields, validateNewsForm, type NewsFormValues } from './news-form-fields';
import { sendForm } from './send-form';
import styles from './admin.module.css';

type Banner = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/** Add News (SPEC §2, §4, §5): idle → submitting ("Processing...") → success (form cleared) or failure. */
export function AddNewsForm() {
  const t = useTranslations('admin.form');
  const { apiError, localize } = useApiErrorText();
  const [values, setValues] = useState<NewsFormValues>(EMPTY_NEWS_FORM);
  const [banner, setBanner] = useState<Banner>(null);
  const [photoNote, setPhotoNote] = useState<'added' | 'notAnImage' | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateNewsForm(values, t, localize);
    if (problem) {
      setBanner({ kind: 'error', text: problem });
      return;
    }
    if (!values.photo) {
      setPhotoNote('notAnImage');
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(toFields(values))) form.set(key, value);
    form.set('photo', values.photo);
    setBusy(true);
    setBanner(null);
    setProgress(0);
    const result = await sendForm('POST', '/api/news/add', form, setProgress);
    setBusy(false);
    setProgress(null);
    if (result.status === 201) {
      setValues(EMPTY_NEWS_FORM);
      setPhotoNote(null);
      setBanner({ kind: 'success', text: t('success') });
      return;
    }
    console.error('Add news failed:', result.status, result.body);
    // The server's reason, in the page's language (its stable code), under the SPEC's failure text.
    const detail = apiError(result.body, '');
    setBanner({ kind: 'error', text: t('failure'), detail: detail || undefined });
  }

  return (
    <form onSubmit={onSubmit} className={styles.stack} data-testid="add-news-form">
      {banner && (
        <div role={banner.kind === 'error' ? 'alert' : 'status'} className={banner.kind === 'error' ? 'alert-error' : 'alert-success'}>
          {banner.text}
          {banner.detail && <p className={styles.hint}>{banner.detail}</p>}
        </div>
      )}
      <div>
        <NewsFormFields
          idPrefix="add"
          values={values}
          onChange={setValues}
          isPhotoRequired
          onPhotoChosen={(accepted) => {
            setPhotoNote(accepted ? 'added' : 'notAnImage');
            if (accepted) setBanner(null);
          }}
          photoNote={
            photoNote === 'added' ? (
              <p role="status" className="alert-success">
                {t('imageAdded')}
              </p>
            ) : photoNote === 'notAnImage' ? (
              <p role="alert" className="alert-error">
                {t('notAnImage')}
              </p>
            ) : null
          }
        />
        <UploadProgress percent={progress} />
        <button className="button" type="submit" disabled={isBusy}>
          {isBusy ? t('processing') : t('submit')}
        </button>
      </div>
    </form>
  );
}
