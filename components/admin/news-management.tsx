'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import type { NewsDto } from '@/lib/news/news-dto';
import { EMPTY_NEWS_FORM, NewsFormFields, UploadProgress, toFields, validateNewsForm, type NewsFormValues } from './news-form-fields';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { useLocalizedMessage } from '@/lib/i18n/use-localized-message';
import { can, type Role } from '@/lib/auth/permissions';
import { WRITER_STATUSES } from '@/lib/publication/schemas';
import { CORRECTION_MAX } from '@/lib/corrections/rules';
import { CardPreview } from './card-preview';
import { EditLockGate } from './edit-lock';
import { HistoryPanel } from './history-panel';
import { PublicationControls, type PublicationIntent } from './publication-controls';
import { sendForm } from './send-form';
import styles from './admin.module.css';

type Banner = { kind: 'success' | 'error'; text: string } | null;

/** SPEC §2: dates in US English, short month. */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The list answer is a bare array or an object whose data field is an array (SPEC §3). */
function itemsOf(body: unknown): NewsDto[] {
  if (Array.isArray(body)) return body as NewsDto[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as NewsDto[]) : [];
}

function formValuesOf(item: NewsDto): NewsFormValues {
  return {
    title: item.title,
    description: item.description,
    categories: item.categories,
    url: item.url ?? '',
    language: item.language,
    photo: null,
    breaking: item.breaking,
    translationOf: item.translationOf ?? '',
  };
}

/** The card's time as readers will see it: a published story's own, a scheduled one's publishAt, else now (left to the preview). */
function readerTime(item: NewsDto): string | undefined {
  if (item.status === 'published') return item.publishedAt;
  if (item.status === 'scheduled' && item.publishAt) return item.publishAt;
  return undefined;
}

/**
 * News Management (SPEC §2, §4): loading → list → editing one article; delete asks first.
 * `query`: a filter of GET /api/admin/news (`?status=review`, the dashboard's links; issue 26).
 */
export function NewsManagement({ role, locale, query = '' }: { role: Role; locale: string; query?: string }) {
  const t = useTranslations('admin.manage');
  const tStatus = useTranslations('admin.statuses');
  const tPublishing = useTranslations('admin.publishing');
  const tForm = useTranslations('admin.form');
  const tCorrection = useTranslations('admin.correction');
  const { apiError } = useApiErrorText();
  const localize = useLocalizedMessage();
  const tCategory = useTranslations('categories');
  const [items, setItems] = useState<NewsDto[] | null>(null);
  const [isLoading, setLoading] = useState(true);
  const [banner, setBanner] = useState<Banner>(null);
  const [editing, setEditing] = useState<NewsDto | null>(null);
  const [values, setValues] = useState<NewsFormValues>(EMPTY_NEWS_FORM);
  const [isBusy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [brokenPhotos, setBrokenPhotos] = useState<Set<string>>(new Set());
  /** Someone else holds the edit lock (or took it over): saving is off (issue 26). */
  const [isLockBlocked, setLockBlocked] = useState(false);
  /** Issue 26: an editor's public correction note, sent with the next save of a published story. */
  const [correction, setCorrection] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await fetch(`/api/admin/news${query}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      setItems(itemsOf(await response.json()));
    } catch (error) {
      console.error('Fetching news failed:', error);
      setBanner({ kind: 'error', text: t('fetchFailed') });
    } finally {
      setLoading(false);
    }
  }, [t, query]);

  useEffect(() => {
    // Fetching on mount is what this screen does (SPEC §4 "loading → list").
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  function startEdit(item: NewsDto) {
    setEditing(item);
    setBanner(null);
    setValues(formValuesOf(item));
    setCorrection('');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  /** A restored revision (History panel): the form shows the item as it is now saved. */
  function onRestored(item: NewsDto, message: string) {
    setEditing(item);
    setValues(formValuesOf(item));
    setBanner({ kind: 'success', text: message });
    void load();
  }

  function stopEdit() {
    setEditing(null);
    setValues(EMPTY_NEWS_FORM);
    setProgress(null);
  }

  function onUpdate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Update keeps the item's status (a published story stays published, a draft stays a draft).
    void save(null);
  }

  async function save(intent: PublicationIntent | null) {
    if (!editing || isLockBlocked) return;
    const problem = validateNewsForm(values, tForm, localize);
    if (problem) {
      setBanner({ kind: 'error', text: problem });
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(toFields(values))) form.set(key, value);
    form.set('version', String(editing.version));
    if (intent) {
      form.set('status', intent.status);
      if (intent.publishAt) form.set('publishAt', intent.publishAt);
    }
    // SPEC §7: the photo only when a new file was chosen.
    if (values.photo) form.set('photo', values.photo);
    if (correction.trim()) form.set('correction', correction.trim());
    setBusy(true);
    setBanner(null);
    setProgress(values.photo ? 0 : null);
    const result = await sendForm('PUT', `/api/news/${encodeURIComponent(editing.id)}`, form, values.photo ? setProgress : undefined);
    setBusy(false);
    setProgress(null);
    if (result.status === 200) {
      setCorrection('');
      stopEdit();
      setBanner({ kind: 'success', text: t('updateSuccess') });
      await load();
      return;
    }
    console.error('Update news failed:', result.status, result.body);
    // The server's reason in the page's language (a 409 says whether someone else saved or is editing), else the generic failure.
    setBanner({ kind: 'error', text: apiError(result.body, result.status === 409 ? t('conflict') : t('updateFailed')) });
  }

  async function onDelete(item: NewsDto) {
    if (!window.confirm(t('confirmDelete'))) return;
    setBanner(null);
    try {
      const response = await fetch(`/api/news/${encodeURIComponent(item.id)}`, { method: 'DELETE', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      if (editing?.id === item.id) stopEdit();
      setBanner({ kind: 'success', text: t('deleteSuccess') });
      await load();
    } catch (error) {
      console.error('Delete news failed:', error);
      setBanner({ kind: 'error', text: t('deleteFailed') });
    }
  }

  const photoHint = values.photo ? t('photoNew') : editing?.photo ? t('photoKeep') : t('photoNone');

  return (
    <div className={styles.stack}>
      {banner && (
        <div role={banner.kind === 'error' ? 'alert' : 'status'} className={banner.kind === 'error' ? 'alert-error' : 'alert-success'}>
          {banner.text}
        </div>
      )}

      {editing && (
        <div className={styles.withPreview}>
          <form className="card" onSubmit={onUpdate} data-testid="edit-news-form">
            <h2>{t('editTitle')}</h2>
            <EditLockGate key={editing.id} kind="news" id={editing.id} onChange={setLockBlocked} />
            <NewsFormFields
              idPrefix="edit"
              storyId={editing.id}
              values={values}
              onChange={setValues}
              isPhotoRequired={false}
              photoNote={
                <p className={styles.hint} data-testid="photo-hint">
                  {photoHint}
                </p>
              }
            />
            {editing.status === 'published' && can(role, 'publish') && (
              <div className="form-field">
                <label htmlFor="edit-correction">{tCorrection('label')}</label>
                <textarea id="edit-correction" rows={2} maxLength={CORRECTION_MAX} value={correction} onChange={(event) => setCorrection(event.target.value)} aria-describedby="edit-correction-hint" />
                <p id="edit-correction-hint" className={styles.hint}>
                  {tCorrection('hint')}
                </p>
              </div>
            )}
            <UploadProgress percent={progress} />
            <PublicationControls
              idPrefix="edit"
              role={role}
              isBusy={isBusy || isLockBlocked}
              current={{ status: editing.status, publishAt: editing.publishAt }}
              onIntent={(intent) => void save(intent)}
              onProblem={(text) => setBanner({ kind: 'error', text })}
            />
            <HistoryPanel
              kind="news"
              itemId={editing.id}
              version={editing.version}
              canRestore={!isLockBlocked && (can(role, 'editAny') || WRITER_STATUSES.includes(editing.status))}
              onRestored={(item, message) => onRestored(item as NewsDto, message)}
            />
            <div className={styles.actions}>
              <a href={`/${locale}/preview/news/${editing.id}`} target="_blank" rel="noopener" data-testid="edit-preview-link">
                {tPublishing('preview')}
              </a>
              <button className="button" type="submit" disabled={isBusy || isLockBlocked}>
                {isBusy ? t('updating') : t('update')}
              </button>
              <button className="button button-secondary" type="button" onClick={stopEdit} disabled={isBusy}>
                {t('cancel')}
              </button>
            </div>
          </form>
          <CardPreview className="card" values={values} savedPhoto={editing.photo} storyId={editing.id} publishedAt={readerTime(editing)} />
        </div>
      )}

      <section className="card" aria-labelledby="news-articles-heading">
        <div className={styles.listHeader}>
          <h2 id="news-articles-heading">{t('listTitle')}</h2>
          <button className="button button-secondary" type="button" onClick={() => void load()} disabled={isLoading}>
            {t('refresh')}
          </button>
        </div>
        {isLoading && items === null ? (
          <p role="status">{t('loading')}</p>
        ) : !items || items.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className={styles.newsList} data-testid="news-list">
            {items.map((item) => (
              <li key={item.id} className={styles.newsCard} data-testid="newsroom-item">
                {item.photo && !brokenPhotos.has(item.id) ? (
                  <img
                    className={styles.newsPhoto}
                    src={item.photo}
                    alt=""
                    loading="lazy"
                    onError={() => setBrokenPhotos((previous) => new Set(previous).add(item.id))}
                  />
                ) : (
                  <div className={styles.noImage}>{t('noImage')}</div>
                )}
                <div>
                  <h3 className={styles.newsTitle}>{item.title}</h3>
                  <span className={styles.badge} data-testid="news-status">
                    {tStatus(item.status)}
                  </span>{' '}
                  <span className={styles.badge}>{item.categories.map((slug) => (tCategory.has(slug) ? tCategory(slug) : slug)).join(', ')}</span>
                  <p className={styles.clamp}>{item.description}</p>
                  <p className={styles.dates}>
                    <span>{t('created', { date: dateFormat.format(new Date(item.createdAt)) })}</span>
                    {item.updatedAt !== item.createdAt && <span>{t('updated', { date: dateFormat.format(new Date(item.updatedAt)) })}</span>}
                  </p>
                  <div className={styles.actions}>
                    {item.url && (
                      <a href={item.url} target="_blank" rel="noopener noreferrer">
                        {t('readMore')}
                      </a>
                    )}
                    <button className="button button-secondary" type="button" onClick={() => startEdit(item)} aria-label={`${t('edit')}: ${item.title}`}>
                      {t('edit')}
                    </button>
                    <button className="button" type="button" onClick={() => void onDelete(item)} aria-label={`${t('delete')}: ${item.title}`}>
                      {t('delete')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
