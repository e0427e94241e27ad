import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import { AUDIT_VERB_NAMES, auditActors, parseAuditQuery, searchAudit, type AuditEntryDto, type AuditPage, type AuditQuery } from '@/lib/audit-search';
import { requireStaff } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { isAppError } from '@/lib/errors';
import { codeOfMessage } from '@/lib/i18n/error-codes';
import { pageLocale } from '@/lib/i18n-page';
import styles from '@/components/admin/audit.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request (it reads the session and the log).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin.audit' });
  return { title: t('title'), robots: { index: false } };
}

const ACTION_KEYS = new Set(['news.create', 'news.update', 'news.delete', 'news.submit', 'news.publish', 'news.schedule', 'news.unpublish', 'news.draft', 'news.restore', 'news.takeover', 'news.correct', 'blog.create', 'blog.update', 'blog.delete', 'blog.submit', 'blog.publish', 'blog.schedule', 'blog.unpublish', 'blog.draft', 'blog.restore', 'blog.takeover', 'user.role', 'staff.sign-in']);
const ROLE_KEYS = new Set(['user', 'writer', 'editor', 'admin']);

function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, each);
  return params;
}

/**
 * Audit (issue 26; editors and admins): who did what and when — create, edit, submit, publish,
 * schedule, unpublish, restore, delete, role change, staff sign-in — from the audit log, filtered by
 * person, action, item and India-time dates, 50 a page, newest first. A plain GET form: it works
 * without JavaScript and every filtered view has an address to share (GET /api/admin/audit is the same search).
 */
export default async function AuditPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireStaff(locale, 'audit');
  const t = await getTranslations({ locale, namespace: 'admin' });
  const db = await getDb();
  const raw = toSearchParams(await searchParams);
  let query: AuditQuery = { actor: raw.get('actor') ?? '', action: raw.get('action') ?? '', item: raw.get('item') ?? '', from: raw.get('from') ?? '', to: raw.get('to') ?? '', page: 1 };
  let result: AuditPage | undefined;
  let error: string | undefined;
  try {
    const parsed = parseAuditQuery(raw);
    query = parsed.query;
    result = await searchAudit(db, parsed.filters);
  } catch (caught) {
    if (!isAppError(caught)) throw caught;
    const code = codeOfMessage(caught.message);
    error = code?.startsWith('apiErrors.audit.') ? t(`audit.errors.${code.slice('apiErrors.audit.'.length) as 'dateInvalid'}`) : caught.message;
  }
  const actors = await auditActors(db);
  const when = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const base = `/${locale}/admin/audit`;
  const link = (change: Partial<AuditQuery>) => {
    const next = { ...query, page: 1, ...change };
    const out = new URLSearchParams();
    for (const name of ['actor', 'action', 'item', 'from', 'to'] as const) if (next[name]) out.set(name, next[name]);
    if (next.page > 1) out.set('page', String(next.page));
    const text = out.toString();
    return text ? `${base}?${text}` : base;
  };
  const actionText = (entry: AuditEntryDto) =>
    ACTION_KEYS.has(entry.action) ? t(`auditActions.${entry.action as 'news.create'}`) : t('audit.otherAction', { action: entry.action });
  const roleText = (role: unknown) => (typeof role === 'string' && ROLE_KEYS.has(role) ? t(`roles.${role as 'user'}`) : String(role ?? ''));
  const first = result ? (result.page - 1) * result.pageSize + 1 : 0;

  return (
    <section data-testid="admin-audit">
      <h1 className="page-title">{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      {/* Keyed by the filters: a link to another filter (a person, an item) renders the fields anew (their default values). */}
      <form key={JSON.stringify(query)} method="get" action={base} className={`card ${styles.filters}`} role="search" aria-label={t('audit.filtersLabel')} data-testid="audit-filters">
        <div className="form-field">
          <label htmlFor="audit-actor">{t('audit.person')}</label>
          <select id="audit-actor" name="actor" defaultValue={query.actor.toLowerCase()}>
            <option value="">{t('audit.everyone')}</option>
            {query.actor && !actors.includes(query.actor.toLowerCase()) && <option value={query.actor.toLowerCase()}>{query.actor}</option>}
            {actors.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-action">{t('audit.action')}</label>
          <select id="audit-action" name="action" defaultValue={query.action}>
            <option value="">{t('audit.anyAction')}</option>
            {AUDIT_VERB_NAMES.map((verb) => (
              <option key={verb} value={verb}>
                {t(`audit.verbs.${verb}`)}
              </option>
            ))}
            {query.action && !(AUDIT_VERB_NAMES as string[]).includes(query.action) && <option value={query.action}>{query.action}</option>}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-item">{t('audit.item')}</label>
          <input id="audit-item" name="item" type="search" defaultValue={query.item} maxLength={200} aria-describedby="audit-item-hint" />
          <span id="audit-item-hint" className={styles.hint}>
            {t('audit.itemHint')}
          </span>
        </div>
        <div className="form-field">
          <label htmlFor="audit-from">{t('audit.from')}</label>
          <input id="audit-from" name="from" type="date" defaultValue={/^\d{4}-\d{2}-\d{2}$/.test(query.from) ? query.from : undefined} />
        </div>
        <div className="form-field">
          <label htmlFor="audit-to">{t('audit.to')}</label>
          <input id="audit-to" name="to" type="date" defaultValue={/^\d{4}-\d{2}-\d{2}$/.test(query.to) ? query.to : undefined} />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className="button">
            {t('audit.apply')}
          </button>
          <Link href={base} className="button button-secondary">
            {t('audit.clear')}
          </Link>
        </div>
      </form>

      {error && (
        <p role="alert" className="alert-error" data-testid="audit-error">
          {error}
        </p>
      )}
      {result && (
        <section className="card" aria-labelledby="audit-results">
          <h2 id="audit-results" className={styles.resultsTitle}>
            {result.total === 0 ? t('audit.none') : t('audit.showing', { first, last: first + result.entries.length - 1, total: result.total })}
          </h2>
          {result.entries.length > 0 && (
            <ol className={styles.entries} data-testid="audit-entries">
              {result.entries.map((entry) => {
                const at = new Date(entry.at);
                const details = entry.details ?? {};
                return (
                  <li key={entry.id} className={styles.entry} data-action={entry.action}>
                    <time dateTime={entry.at} className={styles.when}>
                      {t('audit.at', { when: when.format(at) })}
                    </time>
                    <span className={styles.who}>
                      {entry.actor.email ? <Link href={link({ actor: entry.actor.email })}>{entry.actor.email}</Link> : t('auditUnknownActor')}
                    </span>
                    <span className={styles.what}>
                      {actionText(entry)}
                      {entry.action === 'user.role' && ` (${roleText(details.from)} → ${roleText(details.to)})`}
                      {typeof details.status === 'string' && entry.action.endsWith('.create') && ` (${t(`statuses.${details.status as 'draft'}`)})`}
                    </span>
                    <span className={styles.item}>
                      {entry.entityId && entry.action !== 'staff.sign-in' ? (
                        <Link href={link({ item: entry.entityId })} title={t('audit.itemHistory')}>
                          {entry.title ?? entry.entityId}
                        </Link>
                      ) : (
                        (entry.title ?? '')
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
          {result.pages > 1 && (
            <nav aria-label={t('audit.pagesLabel')} className={styles.pager} data-testid="audit-pager">
              {result.page > 1 ? (
                <Link href={link({ page: result.page - 1 })} rel="prev" className="pill">
                  {t('audit.newer')}
                </Link>
              ) : (
                <span />
              )}
              <span aria-current="page">{t('audit.pageOf', { page: result.page, pages: result.pages })}</span>
              {result.page < result.pages ? (
                <Link href={link({ page: result.page + 1 })} rel="next" className="pill">
                  {t('audit.older')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      )}
    </section>
  );
}
