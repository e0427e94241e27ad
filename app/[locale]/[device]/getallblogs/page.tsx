import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { AdminBlogList } from '@/components/blog/admin-blog-list';
import { requireStaff } from '@/lib/auth/session';
import { listBlogs } from '@/lib/blogs/blog-service';
import { toBlogDto } from '@/lib/blogs/blog-dto';
import { getDb } from '@/lib/db';
import { ListFilterNotice } from '@/components/admin/waiting-for-you';
import { hasFilter, listBlogsFiltered, parseListFilter } from '@/lib/newsroom/worklist';
import { formatShortDate, smallImage } from '@/lib/blogs/format';
import { contentSummary } from '@/lib/blogs/text';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'blog.admin' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Admin Blog Management (staff): read fresh from the database, never from the page cache. Also at
 * /{lang}/admin/blogs; `?status=…&mine=1&when=today` (the dashboard's links, issue 26) narrows it.
 */
export default async function AdminBlogsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const user = await requireStaff(locale);
  const t = await getTranslations({ locale, namespace: 'blog.admin' });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(name, value);
  const filter = parseListFilter(query, false);
  const all = hasFilter(filter) ? (await listBlogsFiltered(await getDb(), filter, user)).map(toBlogDto) : await listBlogs({ includeUnpublished: true });
  const blogs = all.map((blog) => ({
    id: blog.id,
    title: blog.title,
    imageUrl: blog.imageUrl,
    thumbnail: smallImage(blog.imageUrl),
    summary: contentSummary(blog.content, 400),
    created: formatShortDate(blog.createdAt, locale),
    content: blog.content,
    version: blog.version,
    status: blog.status,
    publishAt: blog.publishAt,
  }));
  return (
    <section data-testid="admin-blog-management">
      <h1 className="page-title">{t('title')}</h1>
      <p>
        <Link href={`/${locale}/customblog`}>{t('createLink')}</Link>
      </p>
      <ListFilterNotice locale={locale} filter={filter} allHref={`/${locale}/admin/blogs`} />
      <AdminBlogList blogs={blogs} role={user.role} />
    </section>
  );
}
