import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { latestAudit } from '@/lib/audit';
import { requireAdmin } from '@/lib/auth/session';
import { getDb } from '@/lib/db';
import { pageLocale } from '@/lib/i18n-page';
import styles from '@/components/admin/admin.module.css';

type Props = { params: Promise<{ locale: string }> };

const KNOWN_ACTIONS = ['news.create', 'news.update', 'news.delete', 'blog.create', 'blog.update', 'blog.delete'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: t('dashboardTitle'), robots: { index: false } };
}

/** The admin dashboard (SPEC §2): two cards, then the latest audit-log entries (who, what, which item, when). */
export default async function AdminDashboard({ params }: Props) {
  const locale = await pageLocale(params);
  const user = await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const entries = await latestAudit(await getDb(), 20);
  const when = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return (
    <section data-testid="admin-dashboard">
      <h1 className="page-title">{t('dashboardTitle')}</h1>
      <p>{t('signedInAs', { email: user.email })}</p>
      <div className={styles.dashboardCards}>
        <Link className="card" href={`/${locale}/admin/8886664423`} data-testid="dashboard-add-news">
          <h2>{t('addNews')}</h2>
          <p>{t('addNewsHint')}</p>
        </Link>
        <Link className="card" href={`/${locale}/admin/8884446623`} data-testid="dashboard-all-news">
          <h2>{t('allNews')}</h2>
          <p>{t('allNewsHint')}</p>
        </Link>
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
    </section>
  );
}
