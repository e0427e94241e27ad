import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { AdminBlogList } from '@/components/blog/admin-blog-list';
import { requireAdmin } from '@/lib/auth/session';
import { listBlogs } from '@/lib/blogs/blog-service';
import { formatShortDate, smallImage } from '@/lib/blogs/format';
import { contentSummary } from '@/lib/blogs/text';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'blog.admin' });
  return { title: t('title'), robots: { index: false } };
}

/** Admin Blog Management (admins only): read fresh from the database, never from the page cache. */
export default async function AdminBlogsPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  const t = await getTranslations({ locale, namespace: 'blog.admin' });
  const blogs = (await listBlogs()).map((blog) => ({
    id: blog.id,
    title: blog.title,
    imageUrl: blog.imageUrl,
    thumbnail: smallImage(blog.imageUrl),
    summary: contentSummary(blog.content, 400),
    created: formatShortDate(blog.createdAt, locale),
    content: blog.content,
    version: blog.version,
  }));
  return (
    <section data-testid="admin-blog-management">
      <h1 className="page-title">{t('title')}</h1>
      <p>
        <Link href={`/${locale}/customblog`}>{t('createLink')}</Link>
      </p>
      <AdminBlogList blogs={blogs} />
    </section>
  );
}
