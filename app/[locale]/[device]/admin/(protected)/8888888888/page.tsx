import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { requireAdmin } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: t('dashboardTitle'), robots: { index: false } };
}

/** The admin dashboard (SPEC §2): two cards. */
export default async function AdminDashboard({ params }: Props) {
  const locale = await pageLocale(params);
  const user = await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return (
    <section>
      <h1 className="page-title">{t('dashboardTitle')}</h1>
      <p>{t('signedInAs', { email: user.email })}</p>
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        <Link className="card" href={`/${locale}/admin/8886664423`} data-testid="dashboard-add-news">
          <h2>{t('addNews')}</h2>
          <p>{t('addNewsHint')}</p>
        </Link>
        <Link className="card" href={`/${locale}/admin/8884446623`} data-testid="dashboard-all-news">
          <h2>{t('allNews')}</h2>
          <p>{t('allNewsHint')}</p>
        </Link>
      </div>
    </section>
  );
}
