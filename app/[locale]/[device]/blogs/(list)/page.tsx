import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { BlogCard } from '@/components/blog/blog-card';
import { BlogFilters } from '@/components/blog/blog-filters';
import styles from '@/components/blog/blog.module.css';
import { listBlogsCached } from '@/lib/blogs/cached-blogs';
import { blogQueryString, distinctCategories, filterBlogs, parseBlogQuery } from '@/lib/blogs/list';
import { blogPreview, firstItemText } from '@/lib/blogs/text';
import { pageLocale } from '@/lib/i18n-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string; device: string }>; searchParams: SearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'blog.list' });
  // A filtered list is its own page: shareable and indexed under its own URL.
  return pageMetadata({ locale, path: `blogs${blogQueryString(parseBlogQuery(await searchParams))}`, title: t('title'), description: t('description') });
}

/** All Blogs (SPEC §2): rendered on the server; search, category and sort come from the URL. */
export default async function BlogListPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = parseBlogQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'blog.list' });
  const all = (await listBlogsCached()).map((blog) => ({
    id: blog.id,
    title: blog.title,
    categories: blog.categories,
    coverImage: blog.coverImage,
    createdAt: blog.createdAt,
    authorName: blog.authorName,
    firstText: firstItemText(blog.content),
    preview: blogPreview(blog.content),
  }));
  const categories = distinctCategories(all);
  const shown = filterBlogs(all, query);
  const base = `/${locale}/blogs`;

  return (
    <section aria-labelledby="blogs-title">
      <h1 id="blogs-title" className="page-title">
        {t('title')}
      </h1>
      {/* Not keyed by the search: the box must keep focus and what is typed while the list follows it. */}
      <BlogFilters key={`${query.category}|${query.sort}`} action={base} query={query} categories={categories} />
      {categories.length > 0 && (
        <ul className={styles.chips} aria-label={t('chipsLabel')}>
          <li>
            <Link className={styles.chip} href={`${base}${blogQueryString({ ...query, category: '' })}`} aria-current={query.category === '' ? 'true' : undefined}>
              {t('allCategories')}
            </Link>
          </li>
          {categories.map((category) => {
            const isActive = query.category === category;
            return (
              <li key={category}>
                <Link
                  className={styles.chip}
                  data-testid="blog-chip"
                  href={`${base}${blogQueryString({ ...query, category: isActive ? '' : category })}`}
                  aria-current={isActive ? 'true' : undefined}
                >
                  {category}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {shown.length === 0 ? (
        <div className="card" data-testid="blogs-empty">
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyHint')}</p>
        </div>
      ) : (
        <ul className={styles.grid} data-testid="blog-list">
          {shown.map((blog, index) => (
            <BlogCard key={blog.id} blog={blog} locale={locale} query={query} first={index === 0} />
          ))}
        </ul>
      )}
      <p className={styles.footerNote} data-testid="blogs-count">
        {t('showing', { shown: shown.length, total: all.length })}
      </p>
    </section>
  );
}
