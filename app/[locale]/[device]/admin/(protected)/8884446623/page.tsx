import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardPreviewMessages } from '@/components/admin/card-preview-messages';
import { NewsManagement } from '@/components/admin/news-management';
import { ListFilterNotice } from '@/components/admin/waiting-for-you';
import { filterQuery, parseListFilter } from '@/lib/newsroom/worklist';
import { requireStaff } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin.manage' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * News Management (SPEC §2). Also served at /{lang}/admin/news. `?status=…&mine=1&when=today`
 * (the dashboard's links, issue 26) narrows the list; a value it does not know is left out.
 */
export default async function NewsManagementPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const user = await requireStaff(locale);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(name, value);
  const filter = parseListFilter(query, false);
  const t = await getTranslations({ locale, namespace: 'admin.manage' });
  return (
    <section data-testid="admin-news-management">
      <h1 className="page-title">{t('title')}</h1>
      <ListFilterNotice locale={locale} filter={filter} allHref={`/${locale}/admin/news`} />
      <CardPreviewMessages locale={locale}>
        <NewsManagement role={user.role} locale={locale} query={filterQuery(filter)} />
      </CardPreviewMessages>
    </section>
  );
}
