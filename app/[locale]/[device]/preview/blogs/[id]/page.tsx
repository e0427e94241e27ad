import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogArticleView } from '@/components/blog/blog-article-view';
import { ReadingProgress } from '@/components/blog/reading-progress';
import { requireStaffOrNotFound } from '@/lib/auth/session';
import { getBlogForStaff } from '@/lib/blogs/blog-service';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string; device: string; id: string }> };

// Per request, never cached (it reads the session): Next answers it `no-store`.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // A title of its own that says nothing of the post to whoever gets the 404.
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'admin' });
  return { title: t('preview.title'), robots: { index: false, follow: false } };
}

/**
 * Blog preview (issue 26), like the story preview: staff see a post in any state exactly as a
 * reader will (the reader's page renders the same BlogArticleView), in the page's language and on
 * the device they open it with; `noindex`, `no-store`, and a 404 for everyone else.
 */
export default async function BlogPreviewPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaffOrNotFound();
  const { id } = await params;
  const blog = await getBlogForStaff(id);
  if (!blog) notFound();
  const t = await getTranslations({ locale, namespace: 'admin' });
  return (
    <div data-testid="blog-preview">
      <p role="note" className="alert-success" data-testid="preview-banner">
        {t('preview.banner', { status: t(`statuses.${blog.status}`) })}
      </p>
      <ReadingProgress />
      <BlogArticleView blog={blog} locale={locale} />
    </div>
  );
}
