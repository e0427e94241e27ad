import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import { filterQuery, type ListFilter, type QueueRow } from '@/lib/newsroom/worklist';
import styles from './worklist.module.css';

/**
 * The dashboard's "what waits for you" (issue 26): one row per queue of the role ("3 in review",
 * "2 scheduled today", "Your drafts: 1"), each count a link to the filtered news or blog list.
 */
export async function WaitingForYou({ locale, rows }: { locale: string; rows: QueueRow[] }) {
  const t = await getTranslations({ locale, namespace: 'admin.waiting' });
  const newsHref = (filter: ListFilter) => `/${locale}/admin/news${filterQuery(filter)}`;
  const blogsHref = (filter: ListFilter) => `/${locale}/admin/blogs${filterQuery(filter)}`;
  return (
    <section className="card" aria-labelledby="waiting-heading" data-testid="dashboard-waiting">
      <h2 id="waiting-heading">{t('title')}</h2>
      <ul className={styles.queue}>
        {rows.map((row) => (
          <li key={row.key} data-testid={`waiting-${row.key}`} data-count={row.news + row.blogs}>
            <strong>{row.news + row.blogs === 0 ? t(`${row.key}None`) : t(row.key, { count: row.news + row.blogs })}</strong>
            <span className={styles.queueLinks}>
              <Link href={newsHref(row.filter)}>{t('news', { count: row.news })}</Link>
              <Link href={blogsHref(row.filter)}>{t('blogs', { count: row.blogs })}</Link>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Above a filtered list: what it shows, and the way back to everything. */
export async function ListFilterNotice({ locale, filter, allHref }: { locale: string; filter: ListFilter; allHref: string }) {
  if (!filter.status && !filter.mine && !filter.today) return null;
  const t = await getTranslations({ locale, namespace: 'admin' });
  const parts = [filter.status ? t(`statuses.${filter.status}`) : null, filter.today ? t('lists.today') : null, filter.mine ? t('lists.mine') : null].filter(Boolean);
  return (
    <p className={styles.notice} data-testid="list-filter">
      <span>{t('lists.showing', { filter: parts.join(' · ') })}</span>
      <Link href={allHref}>{t('lists.showAll')}</Link>
    </p>
  );
}
