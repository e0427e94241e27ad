import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/categories';
import { formatLongDate, smallImage } from '@/lib/blogs/format';
import { blogQueryString, type BlogQuery } from '@/lib/blogs/list';
import styles from './blog.module.css';

export type BlogCardData = {
  id: string;
  title: string;
  categories: string[];
  coverImage: string | null;
  createdAt: string;
  authorName: string | null;
  preview: string | null;
};

/**
 * A blog card (SPEC §2): cover, category tags that only filter, title (opens the blog), date,
 * preview, author. The first card's cover is on screen as the page opens (on a phone it is the
 * largest thing painted): it is fetched at once, with the page's styles, not lazily after layout.
 */
export async function BlogCard({ blog, locale, query, first = false }: { blog: BlogCardData; locale: Locale; query: BlogQuery; first?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'blog.list' });
  return (
    <li className={`card ${styles.card}`} data-testid="blog-card">
      <img className={styles.cover} src={smallImage(blog.coverImage)} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} />
      <div className={styles.cardBody}>
        {blog.categories.length > 0 && (
          <ul className={styles.tags}>
            {blog.categories.map((category) => (
              <li key={category}>
                <Link className={styles.tag} href={`/${locale}/blogs${blogQueryString({ ...query, category })}`} data-testid="blog-tag">
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h2 className={styles.cardTitle}>
          <Link href={`/${locale}/blogs/${blog.id}`}>{blog.title}</Link>
        </h2>
        <p className={styles.meta}>
          <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt, locale)}</time>
          <span>{blog.authorName || t('unknownAuthor')}</span>
        </p>
        <p className={styles.preview}>{blog.preview ?? t('readMore')}</p>
      </div>
    </li>
  );
}
