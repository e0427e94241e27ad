import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BlogBody } from '@/components/blog/blog-body';
import { ReadingProgress } from '@/components/blog/reading-progress';
import { PostsSkeleton, RecentPosts, YouMightAlsoLike } from '@/components/blog/related-posts';
import { SharePanel } from '@/components/blog/share-panel';
import { AuthorBox } from '@/components/blog/author-box';
import { ListenButton } from '@/components/reader/listen-button';
import styles from '@/components/blog/blog.module.css';
import { requireUser } from '@/lib/auth/session';
import { blogPostingJsonLd } from '@/lib/blogs/blog-json-ld';
import { getBlogCached } from '@/lib/blogs/cached-blogs';
import { formatLongDate } from '@/lib/blogs/format';
import { blogQueryString } from '@/lib/blogs/list';
import { contentSummary, sectionTitles } from '@/lib/blogs/text';
import { pageLocale } from '@/lib/i18n-page';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteConfig } from '@/lib/site-config';
import { textLanguage } from '@/lib/speech/language';

/** The element whose text Listen reads after the title. */
const BLOG_TEXT_ID = 'blog-text';

type Props = { params: Promise<{ locale: string; device: string; blogId: string }> };

async function blogOf(params: Props['params']) {
  const { blogId } = await params;
  const blog = await getBlogCached(blogId);
  if (!blog) notFound();
  return blog;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const blog = await blogOf(params);
  const description = blog.excerpt || contentSummary(blog.content, 160);
  const image = blog.coverImage ? { url: blog.coverImage, alt: blog.title } : undefined;
  const base = pageMetadata({ locale, path: `blogs/${blog.id}`, title: blog.title, description, image });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: blog.createdAt,
      modifiedTime: blog.updatedAt,
      authors: blog.authorName ? [blog.authorName] : undefined,
      tags: blog.categories,
    },
  };
}

/**
 * Blog detail (SPEC §2): signed-in readers only, checked here on the server; anonymous visitors go
 * to the login page with the "not Authorized" message and come back afterwards. An unknown blog is
 * "Blog Not Found" with HTTP 404 (no loading.tsx here: streaming would fix the status at 200).
 */
export default async function BlogDetailPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { blogId } = await params;
  const path = `/${locale}/blogs/${encodeURIComponent(blogId)}`;
  await requireUser(`/${locale}/login?reason=unauthorized&callbackUrl=${encodeURIComponent(path)}`);
  const blog = await blogOf(params);
  const t = await getTranslations({ locale, namespace: 'blog.detail' });
  const { siteUrl, siteName } = siteConfig();
  const toc = sectionTitles(blog.content);
  const authorName = blog.author?.name ?? blog.authorName;
  const jsonLd = blogPostingJsonLd(blog, { siteUrl, siteName, path, locale, description: blog.excerpt || contentSummary(blog.content, 160) });

  return (
    <>
      <ReadingProgress />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
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
            {blog.coverImage && <img className={styles.heroCover} src={blog.coverImage} alt={t('coverAlt', { title: blog.title })} />}
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
