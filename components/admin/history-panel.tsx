'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from '@/lib/i18n/messages-context';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { formatNewsroomTime } from '@/lib/publication/newsroom-time';
import type { RevisionDetail, RevisionSummary } from '@/lib/revisions/types';
import { bodyText, wordDiff } from '@/lib/revisions/word-diff';
import styles from './admin.module.css';

type Kind = 'news' | 'blog';

const apiBase = (kind: Kind, id: string) => `/api/admin/${kind === 'news' ? 'news' : 'blogs'}/${encodeURIComponent(id)}/revisions`;

/** The text a revision is compared by: a story's description, a post's body. */
const textOf = (kind: Kind, revision: RevisionDetail) => (kind === 'news' ? (revision.description ?? '') : bodyText(revision.content));

/** One field of two revisions side by side: the older with removed words struck through, the newer with added words underlined. */
function DiffRow({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = wordDiff(before, after);
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.diffCell} data-testid="diff-older">
        {parts.map((part, index) => (part.kind === 'same' ? <span key={index}>{part.text}</span> : part.kind === 'removed' ? <del key={index}>{part.text}</del> : null))}
      </td>
      <td className={styles.diffCell} data-testid="diff-newer">
        {parts.map((part, index) => (part.kind === 'same' ? <span key={index}>{part.text}</span> : part.kind === 'added' ? <ins key={index}>{part.text}</ins> : null))}
      </td>
    </tr>
  );
}

/**
 * The History panel of the news and blog edit screens (issue 26): the item's revisions newest
 * first (who, when, status, what the save was), two of them compared side by side with the changed
 * words marked, and Restore, which asks first — in the page, beside the version (as Ghost and
 * WordPress editors know it), never a browser dialog — and saves the old fields as a new version.
 * `version` is the version the screen loaded (a restore over a newer save is a 409, told as such).
 */
export function HistoryPanel({ kind, itemId, version, canRestore, onRestored, headingLevel = 3 }: { kind: Kind; itemId: string; version: number; canRestore: boolean; onRestored: (item: unknown, message: string) => void; headingLevel?: 2 | 3 }) {
  const t = useTranslations('admin.history');
  const tStatus = useTranslations('admin.statuses');
  const locale = useLocale();
  const { apiError } = useApiErrorText();
  const baseId = useId();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [details, setDetails] = useState<Record<string, RevisionDetail>>({});
  const [busy, setBusy] = useState<string | null>(null);
  /** The revision whose Restore is being confirmed in its row; focus goes to "Yes, restore", and back to Restore on Cancel. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (returnFocusTo.current) {
      document.getElementById(returnFocusTo.current)?.focus();
      returnFocusTo.current = null;
    }
  }, [confirming]);

  function cancelRestore(revisionId: string) {
    returnFocusTo.current = `${baseId}-${revisionId}-restore`;
    setConfirming(null);
  }

  const load = useCallback(async () => {
    try {
      const response = await fetch(apiBase(kind, itemId), { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const list: unknown = await response.json();
      if (!Array.isArray(list)) throw new Error('the history is not a list');
      setRevisions(list as RevisionSummary[]);
      setProblem(null);
      // The latest change is what an editor wants first: the newest two are compared.
      setPicked(list.slice(0, 2).map((revision) => revision.id));
    } catch (error) {
      console.error('Loading the history failed:', error);
      setProblem(t('loadFailed'));
    }
  }, [kind, itemId, t]);

  useEffect(() => {
    // The history of the item being edited is fetched when the panel is shown and after each save (its version changes).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, version]);

  useEffect(() => {
    const missing = picked.filter((id) => !details[id]);
    if (missing.length === 0) return;
    let isCurrent = true;
    void Promise.all(
      missing.map(async (id) => {
        const response = await fetch(`${apiBase(kind, itemId)}/${encodeURIComponent(id)}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
        if (!response.ok) throw new Error(`status ${response.status}`);
        return (await response.json()) as RevisionDetail;
      }),
    )
      .then((loaded) => {
        if (isCurrent) setDetails((previous) => Object.fromEntries([...Object.entries(previous), ...loaded.map((detail) => [detail.id, detail] as const)]));
      })
      .catch((error: unknown) => {
        console.error('Loading a revision failed:', error);
        if (isCurrent) setProblem(t('loadFailed'));
      });
    return () => {
      isCurrent = false;
    };
  }, [picked, details, kind, itemId, t]);

  function toggle(id: string) {
    setPicked((previous) => (previous.includes(id) ? previous.filter((each) => each !== id) : [...previous, id].slice(-2)));
  }

  async function restore(revision: RevisionSummary) {
    setConfirming(null);
    setBusy(revision.id);
    setProblem(null);
    try {
      const response = await fetch(`${apiBase(kind, itemId)}/${encodeURIComponent(revision.id)}/restore`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ version }),
      });
      const body = (await response.json().catch(() => null)) as { item?: { version: number } } | null;
      if (response.status !== 201 || !body?.item) {
        setProblem(apiError(body, t('restoreFailed')));
        return;
      }
      onRestored(body.item, t('restored', { version: revision.version, newVersion: body.item.version }));
    } catch (error) {
      console.error('Restore failed:', error);
      setProblem(t('restoreFailed'));
    } finally {
      setBusy(null);
    }
  }

  const [older, newer] = picked
    .map((id) => details[id])
    .filter((detail): detail is RevisionDetail => Boolean(detail))
    .sort((a, b) => a.version - b.version);
  const headingId = `${baseId}-heading`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className={styles.history} aria-labelledby={headingId} data-testid="history-panel">
      <Heading id={headingId}>{t('title')}</Heading>
      {problem && (
        <p role="alert" className="alert-error">
          {problem}
        </p>
      )}
      {revisions === null ? (
        !problem && <p role="status">{t('loading')}</p>
      ) : revisions.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend>{t('compareLegend')}</legend>
          <ol className={styles.historyList} data-testid="history-list">
            {revisions.map((revision, index) => {
              const checkId = `${baseId}-${revision.id}`;
              const action = revision.action === 'restore' ? t('actions.restore', { version: revisionVersion(revisions, revision.restoredFrom) }) : t(`actions.${revision.action}`);
              return (
                <li key={revision.id} className={styles.historyEntry} data-testid="history-entry" data-version={revision.version}>
                  <input type="checkbox" id={checkId} checked={picked.includes(revision.id)} onChange={() => toggle(revision.id)} />
                  <label htmlFor={checkId}>
                    <strong>{t('entry', { version: revision.version, when: formatNewsroomTime(revision.createdAt, locale), author: revision.author ?? t('unknownAuthor'), status: tStatus(revision.status) })}</strong>
                    <span className={styles.hint}>
                      {' '}
                      ({action}) {revision.title}
                    </span>
                  </label>
                  {canRestore && index > 0 && confirming !== revision.id && (
                    <button
                      type="button"
                      id={`${checkId}-restore`}
                      className="button button-secondary"
                      disabled={busy !== null}
                      onClick={() => setConfirming(revision.id)}
                      aria-label={t('restoreLabel', { version: revision.version })}
                    >
                      {busy === revision.id ? t('restoring') : t('restore')}
                    </button>
                  )}
                  {canRestore && confirming === revision.id && (
                    <div
                      role="group"
                      aria-labelledby={`${checkId}-confirm`}
                      className={styles.restoreConfirm}
                      data-testid="restore-confirm"
                      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
                        if (event.key === 'Escape') cancelRestore(revision.id);
                      }}
                    >
                      <p id={`${checkId}-confirm`}>{t('confirmRestore', { version: revision.version, when: formatNewsroomTime(revision.createdAt, locale) })}</p>
                      <div className={styles.actions}>
                        <button ref={confirmButton} type="button" className="button" onClick={() => void restore(revision)}>
                          {t('confirmYes')}
                        </button>
                        <button type="button" className="button button-secondary" onClick={() => cancelRestore(revision.id)}>
                          {t('confirmNo')}
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </fieldset>
      )}
      {revisions && revisions.length > 1 && (older && newer ? (
        <div className={styles.compare} data-testid="history-compare">
          <table className={styles.diffTable}>
            <caption>{t('compareTitle', { older: older.version, newer: newer.version })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('field')}</th>
                <th scope="col">{t('older', { version: older.version, when: formatNewsroomTime(older.createdAt, locale) })}</th>
                <th scope="col">{t('newer', { version: newer.version, when: formatNewsroomTime(newer.createdAt, locale) })}</th>
              </tr>
            </thead>
            <tbody>
              <DiffRow label={t('fieldTitle')} before={older.title} after={newer.title} />
              <DiffRow label={t('fieldText')} before={textOf(kind, older)} after={textOf(kind, newer)} />
              <DiffRow label={t('fieldCategories')} before={older.categories.join(', ')} after={newer.categories.join(', ')} />
              {kind === 'news' && <DiffRow label={t('fieldLanguage')} before={older.language ?? ''} after={newer.language ?? ''} />}
              <tr>
                <th scope="row">{t('fieldPhoto')}</th>
                <td className={styles.diffCell}>{older.photo && <img className={styles.historyPhoto} src={older.photo} alt="" />}</td>
                <td className={styles.diffCell}>
                  {newer.photo && <img className={styles.historyPhoto} src={newer.photo} alt="" />} {older.photo === newer.photo ? t('photoSame') : t('photoChanged')}
                </td>
              </tr>
            </tbody>
          </table>
          <p className={styles.hint}>{t('removedLegend')}</p>
        </div>
      ) : (
        <p className={styles.hint}>{t('pickTwo')}</p>
      ))}
    </section>
  );
}

function revisionVersion(revisions: RevisionSummary[], id: string | null): number | string {
  return revisions.find((revision) => revision.id === id)?.version ?? '?';
}
