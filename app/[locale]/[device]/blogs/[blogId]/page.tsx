import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticleView } from '@/components/blog/blog-article-view';
import { ReadingProgress } from '@/components/blog/reading-progress';
import { requireUser } from '@/lib/auth/session';
import { blogPostingJsonLd } from '@/lib/blogs/blog-json-ld';
import { getBlogCached } from '@/lib/blogs/cached-blogs';
import { contentSummary } from '@/lib/blogs/text';
import { pageLocale } from '@/lib/i18n-page';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteConfig } from '@/lib/site-config';

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
  const { siteUrl, siteName } = siteConfig();
  const jsonLd = blogPostingJsonLd(blog, { siteUrl, siteName, path, locale, description: blog.excerpt || contentSummary(blog.content, 160) });

  return (
    <>
      <ReadingProgress />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <BlogArticleView blog={blog} locale={locale} />
    </>
  );
}
