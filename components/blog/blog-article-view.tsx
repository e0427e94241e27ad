import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { preload } from 'react-dom';
import { BlogBody } from '@/components/blog/blog-body';
import { PostsSkeleton, RecentPosts, YouMightAlsoLike } from '@/components/blog/related-posts';
import { SharePanel } from '@/components/blog/share-panel';
import { AuthorBox } from '@/components/blog/author-box';
import { ListenButton } from '@/components/reader/listen-button';
import styles from '@/components/blog/blog.module.css';
import type { BlogDto } from '@/lib/blogs/blog-dto';
import type { Locale } from '@/lib/categories';
import { formatLongDate } from '@/lib/blogs/format';
import { articleImageSrcSet } from '@/lib/news/article';
import { blogQueryString } from '@/lib/blogs/list';
import { contentSummary, sectionTitles } from '@/lib/blogs/text';
import { textLanguage } from '@/lib/speech/language';

/** The cover's rendered width: the screen below 1024 px, beside the aside the article column (960 px less the 280 px aside and the gap). */
const COVER_SIZES = '(max-width: 1023px) 100vw, 650px';

/** The element whose text Listen reads after the title. */
const BLOG_TEXT_ID = 'blog-text';

/**
 * A blog post as readers see it (SPEC §2): the article, its contents, share, recent and related
 * posts. The reader's page (/{lang}/blogs/{id}) and the staff preview (/{lang}/preview/blogs/{id},
 * issue 26) both render it, so the preview is the page a reader will get.
 */
export async function BlogArticleView({ blog, locale }: { blog: BlogDto; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog.detail' });
  const toc = sectionTitles(blog.content);
  const authorName = blog.author?.name ?? blog.authorName;
  const coverSrcSet = blog.coverImage ? articleImageSrcSet(blog.coverImage) : undefined;
  // The cover is the post's LCP element on a phone: announced in <head> at high priority, before the
  // stylesheets and scripts are read (Lighthouse: "fetchpriority=high should be applied").
  if (blog.coverImage) preload(blog.coverImage, { as: 'image', fetchPriority: 'high', ...(coverSrcSet && { imageSrcSet: coverSrcSet, imageSizes: COVER_SIZES }) });
  return (
    <>
      <div className={styles.layout}>
        <article data-testid="blog-article">
          <header className={styles.header}>
            {blog.categories.length > 0 && (
              <ul className={styles.tags}>
                {blog.categories.map((category) => (
                  <li key={category}>
                    <Link className={styles.tag} href={`/${locale}/blogs${blogQueryString({ category })}`}>
                      {category}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <h1>{blog.title}</h1>
            <p className={styles.meta}>
              <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt, locale)}</time>
              <span data-testid="read-time">{t('readTime', { minutes: blog.readMinutes })}</span>
              {authorName && <span>{t('by', { name: authorName })}</span>}
            </p>
            <ListenButton title={blog.title} textFromId={BLOG_TEXT_ID} language={textLanguage(`${blog.title} ${contentSummary(blog.content, 400)}`)} />
            {blog.coverImage && (
              <img
                className={styles.heroCover}
                src={blog.coverImage}
                srcSet={coverSrcSet}
                sizes={coverSrcSet && COVER_SIZES}
                width={1600}
                height={900}
                fetchPriority="high"
                alt={t('coverAlt', { title: blog.title })}
              />
            )}
          </header>
          <div id={BLOG_TEXT_ID}>
            <BlogBody content={blog.content} />
          </div>
          <AuthorBox author={blog.author} authorName={blog.authorName} />
        </article>
        <aside className={styles.aside}>
          {toc.length > 0 && (
            <nav className="card" aria-labelledby="toc-title" data-testid="toc">
              <h2 id="toc-title">{t('toc')}</h2>
              <ol className={styles.tocList}>
                {toc.map((title, index) => (
                  <li key={index}>
                    <a href={`#section-${index + 1}`}>{title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <SharePanel title={blog.title} />
          <Suspense fallback={<PostsSkeleton />}>
            <RecentPosts id={blog.id} locale={locale} />
          </Suspense>
        </aside>
      </div>
      <Suspense fallback={<PostsSkeleton rows={1} />}>
        <YouMightAlsoLike id={blog.id} categories={blog.categories} locale={locale} />
      </Suspense>
    </>
  );
}
