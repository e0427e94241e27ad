import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BookmarksView } from '@/components/news/bookmarks-view';
import { FeedView } from '@/components/news/feed-view';
import { isCategory, isCustomOnly, type Device } from '@/lib/categories';
import { pageLocale } from '@/lib/i18n-page';
import { getFeed } from '@/lib/news/feed';
import { feedTitle } from '@/lib/news/feed-title';
import { MobileFeed } from '@/components/mobile/mobile-feed';
import { FeedJsonLd } from '@/components/seo/feed-json-ld';
import { feedPageMetadata } from '@/lib/seo/feed-metadata';

type Props = { params: Promise<{ locale: string; device: string; category: string }> };

// Rendered on first request, then served from Next's cache (D15): 5 minutes for the headlines, and
// at once after an editor's write (the site's own news is read through the NEWS_CACHE_TAG cache).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  // Pages of later features (login, blogs…) pass the proxy but have no route yet: a 404, not a category.
  if (!isCategory(category)) notFound();
  const t = await getTranslations({ locale });
  return feedPageMetadata({ locale, category, title: feedTitle(category, t), description: t('meta.siteDescription') });
}

/** The news feed of one category: the first page's cards are in the server's HTML. */
export default async function FeedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category, device } = await params;
  if (!isCategory(category)) notFound();
  const t = await getTranslations({ locale });
  const heading = category === 'general' ? t('header.topStories') : t(`categories.${category}`);

  if (device === 'mobile') {
    // Phones: the full-screen swipe reader (its heading is the header's category name).
    return (
      <>
        <FeedJsonLd locale={locale} category={category} title={feedTitle(category, t)} />
        <MobileFeed
          key={category}
          locale={locale}
          category={category}
          initial={category === 'bookmarks' ? null : await getFeed({ category, locale, page: 1 })}
          isCustomOnly={isCustomOnly(category)}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="feed-title">
      <FeedJsonLd locale={locale} category={category} title={feedTitle(category, t)} />
      <h1 id="feed-title" className="page-title">
        {heading}
      </h1>
      {category === 'bookmarks' ? (
        <BookmarksView locale={locale} device={device as Device} />
      ) : (
        <FeedView key={category} locale={locale} category={category} device={device as Device} initial={await getFeed({ category, locale, page: 1 })} isCustomOnly={isCustomOnly(category)} />
      )}
    </section>
  );
}
