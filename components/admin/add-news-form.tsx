'use client';

import { useState, type FormEvent } from 'react';
import type { Role } from '@/lib/auth/permissions';
import { can } from '@/lib/auth/permissions';
import { useTranslations } from '@/lib/i18n/messages-context';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { useLocalizedMessage } from '@/lib/i18n/use-localized-message';
import { PublicationControls, type PublicationIntent } from './publication-controls';
import { EMPTY_NEWS_FORM, NewsFormFields, UploadProgress, toFields, validateNewsForm, type NewsFormValues } from './news-form-fields';
import { CardPreview } from './card-preview';
import { sendForm } from './send-form';
import styles from './admin.module.css';

type Banner = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/** Add News (SPEC §2, §4, §5): idle → submitting ("Processing...") → success (form cleared) or failure. */
export function AddNewsForm({ role }: { role: Role }) {
  const t = useTranslations('admin.form');
  const tPublishing = useTranslations('admin.publishing');
  const { apiError } = useApiErrorText();
  const localize = useLocalizedMessage();
  const [values, setValues] = useState<NewsFormValues>(EMPTY_NEWS_FORM);
  const [banner, setBanner] = useState<Banner>(null);
  const [photoNote, setPhotoNote] = useState<'added' | 'notAnImage' | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field: what the main button does (publish for editors, submit for review for writers).
    void send({ status: can(role, 'publish') ? 'published' : 'review' });
  }

  async function send(intent: PublicationIntent) {
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
    form.set('status', intent.status);
    if (intent.publishAt) form.set('publishAt', intent.publishAt);
    setBusy(true);
    setBanner(null);
    setProgress(0);
    const result = await sendForm('POST', '/api/news/add', form, setProgress);
    setBusy(false);
    setProgress(null);
    if (result.status === 201) {
      setValues(EMPTY_NEWS_FORM);
      setPhotoNote(null);
      const done = { published: t('success'), draft: tPublishing('savedDraft'), review: tPublishing('submitted'), scheduled: t('success'), unpublished: t('success') }[intent.status];
      setBanner({ kind: 'success', text: done });
      return;
    }
    console.error('Add news failed:', result.status, result.body);
    // The server's reason, in the page's language (its stable code), under the SPEC's failure text.
    const detail = apiError(result.body, '');
    setBanner({ kind: 'error', text: t('failure'), detail: detail || undefined });
  }

  return (
    <div className={styles.withPreview}>
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
          <PublicationControls
            idPrefix="add"
            role={role}
            isBusy={isBusy}
            publishLabel={isBusy ? t('processing') : t('submit')}
            onIntent={(intent) => void send(intent)}
            onProblem={(text) => setBanner({ kind: 'error', text })}
          />
        </div>
      </form>
      <CardPreview values={values} />
    </div>
  );
}
