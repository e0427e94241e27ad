'use client';

import { useId, useRef, useState } from 'react';
import { newBlogSchema } from '@/lib/blogs/schemas';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './blog.module.css';
import { sendWithProgress } from './upload-request';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { PublicationControls, type PublicationIntent } from '@/components/admin/publication-controls';
import { can, type Role } from '@/lib/auth/permissions';

type Section = { key: number; title: string; paragraphs: string[] };
type Status = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

const emptySection = (key: number, title = ''): Section => ({ key, title, paragraphs: [''] });

/**
 * Create New Blog Post (SPEC §2, §5): title, categories, cover, author, sections of paragraphs;
 * upload progress shown. Issue 26: the news form's status controls — Save draft, Submit for review,
 * and for editors and admins Schedule (India time) and Publish (the SPEC's button).
 */
export function CreateBlogForm({ role }: { role: Role }) {
  const t = useTranslations('blog.create');
  const tPublishing = useTranslations('admin.publishing');
  const { apiError } = useApiErrorText();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const [categories, setCategories] = useState('');
  const [authorName, setAuthorName] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  const [coverMessage, setCoverMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Section keys name the fields' ids. The first is 0 on the server and in the browser alike (a
  // module-wide counter gave the server's count of renders to the HTML and 1 to the browser, whose
  // next section then took the first one's id: its label named the first section's field).
  const [sections, setSections] = useState<Section[]>(() => [emptySection(0, t('introduction'))]);
  const nextKey = useRef(1);
  function addSection() {
    const key = nextKey.current++;
    setSections((all) => [...all, emptySection(key)]);
  }
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const updateSection = (key: number, change: (section: Section) => Section) =>
    setSections((all) => all.map((section) => (section.key === key ? change(section) : section)));

  function chooseCover(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      setCover(null);
      setCoverMessage({ ok: false, text: t('coverNotImage') });
      event.target.value = '';
      return;
    }
    setCover(file);
    setCoverMessage(file ? { ok: true, text: t('coverAdded') } : null);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field: what the main button does (publish for editors, submit for review for writers).
    void send({ status: can(role, 'publish') ? 'published' : 'review' });
  }

  async function send(intent: PublicationIntent) {
    const content = JSON.stringify(sections.map((section) => ({ title: section.title.trim(), paragraphs: section.paragraphs.map((p) => p.trim()) })));
    const parsed = newBlogSchema.safeParse({ title, categories, authorName, content });
    if (!parsed.success || !cover) {
      setStatus({ kind: 'error', message: t('required') });
      return;
    }
    const form = new FormData();
    form.set('title', title);
    form.set('categories', categories);
    form.set('authorName', authorName);
    form.set('content', content);
    form.set('coverImage', cover);
    form.set('status', intent.status);
    if (intent.publishAt) form.set('publishAt', intent.publishAt);
    setStatus({ kind: 'sending', percent: 0 });
    try {
      const response = await sendWithProgress('POST', '/api/blogs', form, (percent) => setStatus({ kind: 'sending', percent }));
      if (response.status !== 201) {
        // The server's reason (its stable code) in the page's language, else the SPEC's failure text.
        setStatus({ kind: 'error', message: apiError(response.body, t('failure')) });
        return;
      }
      const done = { published: t('success'), draft: tPublishing('savedDraft'), review: tPublishing('submitted'), scheduled: t('success'), unpublished: t('success') }[intent.status];
      setStatus({ kind: 'success', message: done });
      setTitle('');
      setCategories('');
      setAuthorName('');
      setCover(null);
      setCoverMessage(null);
      setSections([emptySection(nextKey.current++, t('introduction'))]);
      formRef.current?.reset();
    } catch {
      setStatus({ kind: 'error', message: t('failure') });
    }
  }

  const isSending = status.kind === 'sending';
  return (
    <form ref={formRef} onSubmit={submit} data-testid="create-blog-form">
      {status.kind === 'success' && (
        <p className="alert-success" role="status">
          {status.message}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="alert-error" role="alert">
          {status.message}
        </p>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-title`}>{t('blogTitle')}</label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={300} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-categories`}>{t('categories')}</label>
        <input id={`${id}-categories`} value={categories} onChange={(e) => setCategories(e.target.value)} placeholder={t('categoriesHint')} maxLength={1000} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-cover`}>{t('cover')}</label>
        <input id={`${id}-cover`} type="file" accept="image/*" onChange={chooseCover} required />
        {coverMessage && (
          <p className={coverMessage.ok ? 'alert-success' : 'alert-error'} role="status">
            {coverMessage.text}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-author`}>{t('authorName')}</label>
        <input id={`${id}-author`} value={authorName} onChange={(e) => setAuthorName(e.target.value)} maxLength={120} />
      </div>

      <h2>{t('sections')}</h2>
      {sections.map((section, sectionIndex) => (
        <fieldset key={section.key} className={styles.sectionFieldset} data-testid="section-fieldset">
          <legend>{t('sectionLegend', { number: sectionIndex + 1 })}</legend>
          <div className="form-field">
            <label htmlFor={`${id}-s${section.key}`}>{t('sectionTitle')}</label>
            <input
              id={`${id}-s${section.key}`}
              value={section.title}
              onChange={(e) => updateSection(section.key, (s) => ({ ...s, title: e.target.value }))}
              required
              maxLength={200}
            />
          </div>
          {section.paragraphs.map((paragraph, i) => (
            <div key={i} className="form-field">
              <label htmlFor={`${id}-s${section.key}-p${i}`}>{t('paragraph', { number: i + 1 })}</label>
              <textarea
                id={`${id}-s${section.key}-p${i}`}
                rows={4}
                value={paragraph}
                onChange={(e) => updateSection(section.key, (s) => ({ ...s, paragraphs: s.paragraphs.map((p, j) => (j === i ? e.target.value : p)) }))}
                required
              />
              {section.paragraphs.length > 1 && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => updateSection(section.key, (s) => ({ ...s, paragraphs: s.paragraphs.filter((_, j) => j !== i) }))}
                >
                  {t('removeParagraph', { number: i + 1 })}
                </button>
              )}
            </div>
          ))}
          <div className={styles.row}>
            <button type="button" className="button button-secondary" onClick={() => updateSection(section.key, (s) => ({ ...s, paragraphs: [...s.paragraphs, ''] }))}>
              {t('addParagraph')}
            </button>
            {sections.length > 1 && (
              <button type="button" className="button button-secondary" onClick={() => setSections((all) => all.filter((s) => s.key !== section.key))}>
                {t('removeSection', { number: sectionIndex + 1 })}
              </button>
            )}
          </div>
        </fieldset>
      ))}
      <p>
        <button type="button" className="button button-secondary" onClick={addSection}>
          {t('addSection')}
        </button>
      </p>
      {isSending && (
        <p>
          <label htmlFor={`${id}-progress`}>{t('progress')}</label>{' '}
          <progress id={`${id}-progress`} max={100} value={status.percent} data-testid="upload-progress">
            {status.percent}%
          </progress>
        </p>
      )}
      <PublicationControls
        idPrefix={`${id}-blog`}
        role={role}
        isBusy={isSending}
        publishLabel={isSending ? t('publishing') : t('publish')}
        onIntent={(intent) => void send(intent)}
        onProblem={(message) => setStatus({ kind: 'error', message })}
      />
    </form>
  );
}
