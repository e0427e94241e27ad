'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { contentToEditText, editTextToContent } from '@/lib/blogs/admin-edit';
import { useLocale, useTranslations } from '@/lib/i18n/messages-context';
import type { BlogContentItem } from '@/models/blog-content';
import { EditLockGate } from '@/components/admin/edit-lock';
import { HistoryPanel } from '@/components/admin/history-panel';
import { PublicationControls, type PublicationIntent } from '@/components/admin/publication-controls';
import type { Role } from '@/lib/auth/permissions';
import type { PublicationStatus } from '@/models/publication';
import styles from './blog.module.css';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';

export type AdminBlog = {
  id: string;
  title: string;
  imageUrl: string | null;
  thumbnail: string;
  summary: string;
  created: string;
  content: BlogContentItem[];
  version: number;
  /** Issue 26: the post's state and, when scheduled, when it goes live. */
  status: PublicationStatus;
  publishAt: string | null;
};

type Notice = { ok: boolean; text: string } | null;

/**
 * Admin Blog Management (SPEC §2): the list, inline edit (Title, Content, Image) and delete; each
 * post's status, and the status controls of the news form (issue 26; a writer: draft or review only).
 */
export function AdminBlogList({ blogs, role }: { blogs: AdminBlog[]; role: Role }) {
  const t = useTranslations('blog.admin');
  const tStatus = useTranslations('admin.statuses');
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function remove(blog: AdminBlog) {
    if (!window.confirm(t('confirmDelete'))) return;
    try {
      const response = await fetch(`/api/blogs/${blog.id}`, { method: 'DELETE' });
      if (!response.ok) throw new Error(String(response.status));
      setNotice({ ok: true, text: t('deleted') });
      router.refresh();
    } catch {
      setNotice({ ok: false, text: t('deleteFailed') });
    }
  }

  return (
    <>
      {notice && (
        <p className={notice.ok ? 'alert-success' : 'alert-error'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {blogs.length === 0 ? (
        <p data-testid="admin-blogs-empty">{t('empty')}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
          {blogs.map((blog) =>
            editing === blog.id ? (
              <li key={blog.id} className="card" data-testid="admin-blog-edit">
                <EditBlog
                  blog={blog}
                  role={role}
                  onDone={(text) => {
                    setEditing(null);
                    if (text) {
                      setNotice({ ok: true, text });
                      router.refresh();
                    }
                  }}
                  onError={(text) => setNotice({ ok: false, text })}
                />
              </li>
            ) : (
              <li key={blog.id} className={`card ${styles.adminItem}`} data-testid="admin-blog">
                <img src={blog.thumbnail} alt={t('thumbnailAlt', { title: blog.title })} />
                <div>
                  <h2 style={{ margin: 0, fontSize: '1.1rem' }}>{blog.title}</h2>
                  <p className={styles.clamp3}>{blog.summary}</p>
                  <p className={styles.meta}>
                    <span className={styles.status} data-testid="blog-status">
                      {tStatus(blog.status)}
                    </span>{' '}
                    {t('created', { date: blog.created })}
                  </p>
                </div>
                <div className={styles.row}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={t('edit', { title: blog.title })}
                    title={t('edit', { title: blog.title })}
                    onClick={() => {
                      setNotice(null);
                      setEditing(blog.id);
                    }}
                  >
                    <PencilIcon />
                  </button>
                  <button type="button" className={styles.iconButton} aria-label={t('delete', { title: blog.title })} title={t('delete', { title: blog.title })} onClick={() => remove(blog)}>
                    <TrashIcon />
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
}

const iconProps = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

function PencilIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
      <path d="M10 11v6M14 11v6" />
    </svg>
  );
}

function EditBlog({ blog, role, onDone, onError }: { blog: AdminBlog; role: Role; onDone: (message?: string) => void; onError: (message: string) => void }) {
  const t = useTranslations('blog.admin');
  const tPublishing = useTranslations('admin.publishing');
  const locale = useLocale();
  const { apiError } = useApiErrorText();
  const id = useId();
  const [title, setTitle] = useState(blog.title);
  const [text, setText] = useState(() => contentToEditText(blog.content).text);
  const [image, setImage] = useState<File | null>(null);
  const [isSaving, setSaving] = useState(false);
  /** Someone else holds the edit lock (or took it over): saving is off (issue 26). */
  const [isLockBlocked, setLockBlocked] = useState(false);

  async function save(event: React.FormEvent, intent?: PublicationIntent) {
    event.preventDefault();
    if (isLockBlocked) return;
    setSaving(true);
    try {
      let imageUrl = blog.imageUrl;
      if (image) {
        const form = new FormData();
        form.set('image', image);
        const uploaded = await fetch('/api/blogs/upload', { method: 'POST', body: form });
        if (!uploaded.ok) throw new Error(String(uploaded.status));
        imageUrl = ((await uploaded.json()) as { imageUrl: string }).imageUrl;
      }
      const response = await fetch(`/api/blogs/${blog.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        // Save keeps the post's status; a status button sends its own (issue 26).
        body: JSON.stringify({ title, content: editTextToContent(text, blog.content), imageUrl, version: blog.version, ...(intent ? { status: intent.status, publishAt: intent.publishAt ?? null } : {}) }),
      });
      if (!response.ok) {
        // The server's reason (its stable code) in the page's language.
        onError(apiError(await response.json().catch(() => null), t('updateFailed')));
        setSaving(false);
        return;
      }
      const done = intent ? { draft: tPublishing('savedDraft'), review: tPublishing('submitted'), scheduled: t('updated'), published: t('updated'), unpublished: tPublishing('unpublished') }[intent.status] : t('updated');
      onDone(done);
    } catch {
      onError(t('updateFailed'));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save}>
      <EditLockGate kind="blog" id={blog.id} onChange={setLockBlocked} />
      <div className="form-field">
        <label htmlFor={`${id}-title`}>{t('fieldTitle')}</label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-content`}>{t('fieldContent')}</label>
        <textarea id={`${id}-content`} rows={5} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-image`}>{t('fieldImage')}</label>
        <input id={`${id}-image`} type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        <small>{t('imageHint')}</small>
      </div>
      <PublicationControls
        idPrefix={`blog-${blog.id}`}
        role={role}
        isBusy={isSaving || isLockBlocked}
        current={{ status: blog.status, publishAt: blog.publishAt }}
        onIntent={(intent) => void save({ preventDefault() {} } as React.FormEvent, intent)}
        onProblem={onError}
      />
      <div className={styles.row}>
        <a href={`/${locale}/preview/blogs/${blog.id}`} target="_blank" rel="noopener" data-testid="blog-preview-link">
          {tPublishing('preview')}
        </a>
        <button type="submit" className="button" disabled={isSaving || isLockBlocked}>
          {isSaving ? t('saving') : t('save')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDone()}>
          {t('cancel')}
        </button>
      </div>
      {/* Issue 26: the post's revisions; a restore closes the form and shows the list with the restored post. */}
      <HistoryPanel kind="blog" headingLevel={2} itemId={blog.id} version={blog.version} canRestore={!isLockBlocked} onRestored={(_item, message) => onDone(message)} />
    </form>
  );
}
