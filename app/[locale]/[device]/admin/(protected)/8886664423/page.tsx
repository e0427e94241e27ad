import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddNewsForm } from '@/components/admin/add-news-form';
import { CardPreviewMessages } from '@/components/admin/card-preview-messages';
import { requireStaff } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin.form' });
  return { title: t('addTitle'), robots: { index: false } };
}

/** Add News (SPEC §2): title "Add News", card "Add New Article". Also served at /{lang}/admin/news/new. */
export default async function AddNewsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const user = await requireStaff(locale);
  const t = await getTranslations({ locale, namespace: 'admin.form' });
  return (
    <section data-testid="admin-add-news">
      <h1 className="page-title">{t('addTitle')}</h1>
      <div className="card">
        <h2>{t('addCard')}</h2>
        <CardPreviewMessages locale={locale}>
          <AddNewsForm role={user.role} />
        </CardPreviewMessages>
      </div>
    </section>
  );
}
