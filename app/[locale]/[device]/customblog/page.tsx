import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreateBlogForm } from '@/components/blog/create-blog-form';
import { requireStaff } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'blog.create' });
  return { title: t('title'), robots: { index: false } };
}

/** Create New Blog Post (admins only; the layout and this page both check). */
export default async function CreateBlogPage({ params }: Props) {
  const locale = await pageLocale(params);
  const user = await requireStaff(locale);
  const t = await getTranslations({ locale, namespace: 'blog.create' });
  return (
    <section data-testid="admin-create-blog">
      <h1 className="page-title">{t('title')}</h1>
      <CreateBlogForm role={user.role} />
    </section>
  );
}
