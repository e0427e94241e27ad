import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { VitalsPanel } from '@/components/admin/vitals-panel';
import { getTranslations } from 'next-intl/server';
import { latestAudit } from '@/lib/audit';
import { can } from '@/lib/auth/permissions';
import { requireStaff } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { waitingFor } from '@/lib/newsroom/worklist';
import { WaitingForYou } from '@/components/admin/waiting-for-you';
import { pageLocale } from '@/lib/i18n-page';
import styles from '@/components/admin/admin.module.css';

type Props = { params: Promise<{ locale: string }> };

const KNOWN_ACTIONS = ['news.create', 'news.update', 'news.delete', 'news.submit', 'news.publish', 'news.schedule', 'news.unpublish', 'news.draft', 'blog.create', 'blog.update', 'blog.delete', 'blog.submit', 'blog.publish', 'blog.schedule', 'blog.unpublish', 'blog.draft', 'user.role', 'staff.sign-in'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: t('dashboardTitle'), robots: { index: false } };
}

/**
 * The admin dashboard (SPEC §2): what waits for the signed-in role (issue 26: in review, scheduled
 * today, their drafts; each a link to the filtered list), the cards, then the latest audit-log entries.
 */
export default async function AdminDashboard({ params }: Props) {
  const locale = await pageLocale(params);
  const user = await requireStaff(locale);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const db = await getDb();
  const [entries, waiting] = await Promise.all([latestAudit(db, 20), waitingFor(db, user)]);
  const when = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return (
    <section data-testid="admin-dashboard">
      <h1 className="page-title">{t('dashboardTitle')}</h1>
      <p>{t('signedInAs', { email: user.email })}</p>
      <WaitingForYou locale={locale} rows={waiting} />
      <div className={styles.dashboardCards}>
        <Link className="card" href={`/${locale}/admin/8886664423`} data-testid="dashboard-add-news">
          <h2>{t('addNews')}</h2>
          <p>{t('addNewsHint')}</p>
        </Link>
        <Link className="card" href={`/${locale}/admin/8884446623`} data-testid="dashboard-all-news">
          <h2>{t('allNews')}</h2>
          <p>{t('allNewsHint')}</p>
        </Link>
        <Link className="card" href={`/${locale}/admin/blogs`} data-testid="dashboard-blogs">
          <h2>{t('blogsLink')}</h2>
          <p>{t('blogsHint')}</p>
        </Link>
        {can(user.role, 'audit') && (
          <Link className="card" href={`/${locale}/admin/audit`} data-testid="dashboard-audit">
            <h2>{t('auditLink')}</h2>
            <p>{t('auditHint')}</p>
          </Link>
        )}
        {can(user.role, 'staff') && (
          <Link className="card" href={`/${locale}/admin/staff`} data-testid="dashboard-staff">
            <h2>{t('staffLink')}</h2>
            <p>{t('staffHint')}</p>
          </Link>
        )}
      </div>
      <section className="card" aria-labelledby="audit-heading">
        <h2 id="audit-heading">{t('auditTitle')}</h2>
        {entries.length === 0 ? (
          <p>{t('auditEmpty')}</p>
        ) : (
          <ul className={styles.auditList} data-testid="audit-list">
            {entries.map((entry) => {
              // "news.create" is also the message path auditActions.news.create.
              const action = (KNOWN_ACTIONS as readonly string[]).includes(entry.action)
                ? t(`auditActions.${entry.action as (typeof KNOWN_ACTIONS)[number]}`)
                : t('auditActions.other', { entity: entry.entityType });
              const title = typeof entry.details?.title === 'string' ? entry.details.title : (entry.entityId ?? '');
              return (
                <li key={entry.id}>
                  <span>{t('auditEntry', { actor: entry.actorEmail ?? t('auditUnknownActor'), action, target: title })}</span>
                  <time dateTime={entry.createdAt.toISOString()}>{when.format(entry.createdAt)}</time>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <VitalsPanel locale={locale} />
    </section>
  );
}
