import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/categories';
import { listBlogsCached } from '@/lib/blogs/cached-blogs';
import type { BlogDto } from '@/lib/blogs/blog-dto';
import { formatLongDate, smallImage } from '@/lib/blogs/format';
import styles from './blog.module.css';

async function others(id: string): Promise<BlogDto[]> {
  try {
    return (await listBlogsCached()).filter((blog) => blog.id !== id);
  } catch (error) {
    // SPEC §8: recent-post failures are only logged.
    console.error('[blogs] recent posts failed:', error);
    return [];
  }
}

/** Recent Posts of the sidebar, with "View all posts". */
export async function RecentPosts({ id, locale }: { id: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog.detail' });
  const recent = (await others(id)).slice(0, 4);
  return (
    <section className="card" aria-labelledby="recent-title" data-testid="recent-posts">
      <h2 id="recent-title">{t('recentPosts')}</h2>
      <ul className={styles.recentList}>
        {recent.map((blog) => (
          <li key={blog.id}>
            <Link href={`/${locale}/blogs/${blog.id}`}>
              <img src={smallImage(blog.coverImage)} alt="" loading="lazy" />
              <span>
                <strong>{blog.title}</strong>
                <br />
                <small>
                  {blog.category ? `${blog.category} · ` : ''}
                  {formatLongDate(blog.createdAt, locale)}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href={`/${locale}/blogs`}>{t('viewAll')}</Link>
      </p>
    </section>
  );
}

/** "You might also like": blogs sharing a category first, then the newest others; 3 columns on large screens. */
export async function YouMightAlsoLike({ id, categories, locale }: { id: string; categories: string[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog.detail' });
  const pool = await others(id);
  const shares = (blog: BlogDto) => blog.categories.some((category) => categories.includes(category));
  const picks = [...pool.filter(shares), ...pool.filter((blog) => !shares(blog))].slice(0, 3);
  if (picks.length === 0) return null;
  return (
    <section aria-labelledby="related-title" data-testid="related-posts" style={{ marginTop: '2rem' }}>
      <h2 id="related-title">{t('youMightLike')}</h2>
      <ul className={`${styles.grid} ${styles.grid3}`}>
        {picks.map((blog) => (
          <li key={blog.id} className={`card ${styles.card}`}>
            <img className={styles.cover} src={smallImage(blog.coverImage)} alt="" loading="lazy" />
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>
                <Link href={`/${locale}/blogs/${blog.id}`}>{blog.title}</Link>
              </h3>
              <p className={styles.meta}>
                <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt, locale)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PostsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden="true" data-testid="posts-skeleton" style={{ display: 'grid', gap: '0.75rem' }}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} style={{ height: 56 }} />
      ))}
    </div>
  );
}
