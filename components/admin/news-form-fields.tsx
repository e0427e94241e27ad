'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { NEWS_FORM_LANGUAGES, createNewsSchema } from '@/lib/news/schemas';
import { BreakingField } from './breaking-field';
import { CategoryPicker } from './category-picker';
import { TranslationField } from './translation-field';
import styles from './admin.module.css';

export type NewsFormValues = {
  title: string;
  description: string;
  categories: string[];
  url: string;
  language: (typeof NEWS_FORM_LANGUAGES)[number];
  photo: File | null;
  /** Issue 27. */
  breaking: boolean;
  translationOf: string;
};

export const EMPTY_NEWS_FORM: NewsFormValues = { title: '', description: '', categories: [], url: '', language: 'both', photo: null, breaking: false, translationOf: '' };

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Checks the form with the same zod schema as the server (D12) and returns the message to show,
 * or null when it may be sent. "Please select at least one category." comes first (SPEC §5).
 */
export function validateNewsForm(
  values: NewsFormValues,
  t: (key: 'categoryRequired' | 'invalidUrl' | 'failure') => string,
  localize: (message: string) => string = (message) => message,
): string | null {
  if (values.categories.length === 0) return t('categoryRequired');
  const result = createNewsSchema.safeParse({ ...toFields(values), photo: undefined });
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue.path[0] === 'category') return t('categoryRequired');
  if (issue.path[0] === 'url') return t('invalidUrl');
  // The shared schema speaks English; the page shows its language's text of the same message.
  return localize(issue.message);
}

/** The text fields as the API reads them: category comma-joined. */
export function toFields(values: NewsFormValues): Record<string, string> {
  return { title: values.title, description: values.description, category: values.categories.join(','), url: values.url.trim(), language: values.language, breaking: String(values.breaking), translationOf: values.language === 'both' ? '' : values.translationOf };
}

/** The short card's length readers of this kind of product know (Inshorts: 60 words). */
export const CARD_WORD_LIMIT = 60;

/** Words as a reader counts them: runs of letters or digits between spaces (Hindi too); a lone dash is none. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** "42 / 60 words" under the description, and a clear warning past the limit (issue 26); saving is not blocked. */
function WordCount({ id, text }: { id: string; text: string }) {
  const t = useTranslations('admin.form');
  const count = countWords(text);
  const over = count - CARD_WORD_LIMIT;
  return (
    <div id={id} data-testid="description-word-count">
      <p className={over > 0 ? styles.wordCountOver : styles.hint}>{t('wordCount', { count, limit: CARD_WORD_LIMIT })}</p>
      {over > 0 && (
        <p role="status" className="alert-error" data-testid="description-too-long">
          {t('wordsOver', { over, limit: CARD_WORD_LIMIT })}
        </p>
      )}
    </div>
  );
}

/** An object URL of a chosen file while it is shown (the photo preview, the card preview), revoked after. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** Title, description (4 rows), the category grid, photo with preview, URL and language: Add News and Edit Article share them. */
export function NewsFormFields(props: {
  idPrefix: string;
  values: NewsFormValues;
  onChange: (next: NewsFormValues) => void;
  isPhotoRequired: boolean;
  /** Below the photo input: a SPEC helper text, or the "Image has been added" note. */
  photoNote?: React.ReactNode;
  onPhotoChosen?: (accepted: boolean) => void;
  /** The story being edited (not offered as its own translation). */
  storyId?: string;
}) {
  const { idPrefix, values, onChange, isPhotoRequired, photoNote, onPhotoChosen, storyId } = props;
  const t = useTranslations('admin.form');
  const photoInput = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(values.photo);
  const hadPhoto = useRef(false);
  useEffect(() => {
    // The form was cleared (or the file refused) after a photo was chosen: empty the file input too.
    // Not as the page comes alive: a photo picked before then is in the input, and React is told of
    // it next (lib/early-taps/head-script.ts); emptying it there lost it (CI: "choose an image").
    if (hadPhoto.current && !values.photo && photoInput.current) photoInput.current.value = '';
    hadPhoto.current = Boolean(values.photo);
  }, [values.photo]);

  const set = <K extends keyof NewsFormValues>(key: K, value: NewsFormValues[K]) => onChange({ ...values, [key]: value });

  return (
    <>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-title`}>{t('title')}</label>
        <input id={`${idPrefix}-title`} name="title" required value={values.title} onChange={(event) => set('title', event.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-description`}>{t('description')}</label>
        <textarea
          id={`${idPrefix}-description`}
          name="description"
          rows={4}
          required
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          aria-describedby={`${idPrefix}-description-count`}
        />
        <WordCount id={`${idPrefix}-description-count`} text={values.description} />
      </div>
      <CategoryPicker idPrefix={`${idPrefix}-category`} selected={values.categories} onChange={(next) => set('categories', next)} />
      <div className="form-field">
        <label htmlFor={`${idPrefix}-photo`}>{t('photo')}</label>
        <input
          ref={photoInput}
          id={`${idPrefix}-photo`}
          name="photo"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          required={isPhotoRequired}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const accepted = Boolean(file && file.type.startsWith('image/'));
            set('photo', accepted ? file : null);
            onPhotoChosen?.(accepted);
          }}
        />
        {photoNote}
        {preview && (
          <img className={styles.preview} src={preview} alt={t('photoPreview')} data-testid={`${idPrefix}-preview`} />
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-url`}>{t('url')}</label>
        <input id={`${idPrefix}-url`} name="url" type="url" inputMode="url" value={values.url} onChange={(event) => set('url', event.target.value)} aria-describedby={`${idPrefix}-url-hint`} />
        <p id={`${idPrefix}-url-hint`} className={styles.hint}>
          {t('urlHint')}
        </p>
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-language`}>{t('language')}</label>
        <select id={`${idPrefix}-language`} name="language" value={values.language} onChange={(event) => set('language', event.target.value as NewsFormValues['language'])}>
          {NEWS_FORM_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <TranslationField idPrefix={idPrefix} language={values.language} storyId={storyId} value={values.translationOf} onChange={(id) => set('translationOf', id)} />
      <BreakingField idPrefix={idPrefix} checked={values.breaking} onChange={(checked) => set('breaking', checked)} />
    </>
  );
}

/** The photo's upload progress (XMLHttpRequest upload events). */
export function UploadProgress({ percent }: { percent: number | null }) {
  const t = useTranslations('admin.form');
  if (percent === null) return null;
  return (
    <div className="form-field" data-testid="upload-progress">
      <progress className={styles.progress} max={100} value={percent} aria-label={t('uploading', { percent })} />
      <span className={styles.hint}>{t('uploading', { percent })}</span>
    </div>
  );
}
