import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsManagement } from '@/components/admin/news-management';
import { requireAdmin } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin.manage' });
  return { title: t('title'), robots: { index: false } };
}

/** News Management (SPEC §2). Also served at /{lang}/admin/news. */
export default async function NewsManagementPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'admin.manage' });
  return (
    <section data-testid="admin-news-management">
      <h1 className="page-title">{t('title')}</h1>
      <NewsManagement />
    </section>
  );
}
