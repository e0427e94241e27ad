import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FeedPager } from '@/components/news/feed-pager';
import { DesktopBookmarks, DesktopFeed, DesktopFeedActions, PhoneFeed } from '@/components/news/device-feed';
import { FeedJsonLd } from '@/components/seo/feed-json-ld';
import { isCategory, isCustomOnly, type Device, type Locale } from '@/lib/categories';
import { compactFeedPage, feedPageCount } from '@/lib/news/article';
import { keepFailedFeedBriefly } from '@/lib/news/cache';
import { getFeed } from '@/lib/news/feed';
import { feedTitle } from '@/lib/news/feed-title';
import { isPushCategory } from '@/lib/push/categories';
import { feedPageMetadata } from '@/lib/seo/feed-metadata';
import { isFollowable } from '@/lib/topics/topics';
import styles from '@/components/news/feed.module.css';

/**
 * One page of a feed, shared by /{lang}/{category} (page 1) and /{lang}/{category}/page/N: the
 * page's cards are in the server's HTML, links to the other pages under them (crawlers and readers
 * without scripts reach every story), and Load More / the swipe reader continue from this page.
 */
export type FeedPageOptions = { locale: Locale; device: string; category: string; page: number };

/** "Top Headlines News", and ", page N" on later pages. */
async function documentTitle(locale: Locale, category: string, page: number): Promise<string> {
  const t = await getTranslations({ locale });
  const title = feedTitle(category, t);
  if (page <= 1) return title;
  const paging = await getTranslations({ locale, namespace: 'paging' });
  return paging('pagedTitle', { title, page });
}

export async function feedMetadata({ locale, category, page }: Omit<FeedPageOptions, 'device'>): Promise<Metadata> {
  // Pages of later features (login, blogs…) pass the proxy but have no route yet: a 404, not a category.
  if (!isCategory(category)) notFound();
  const t = await getTranslations({ locale });
  return feedPageMetadata({ locale, category, page, title: await documentTitle(locale, category, page), description: t('meta.siteDescription') });
}

export async function renderFeedPage({ locale, device, category, page }: FeedPageOptions) {
  if (!isCategory(category) || (category === 'bookmarks' && page > 1)) notFound();
  const t = await getTranslations({ locale });
  const heading = category === 'general' ? t('header.topStories') : t(`categories.${category}`);
  const feed = category === 'bookmarks' ? null : await getFeed({ category, locale, page });
  // A page whose sources failed is cached for seconds, not minutes.
  if (feed?.failed) await keepFailedFeedBriefly();
  // A page past the last one is not a page of the feed.
  if (feed && !feed.failed && page > 1 && (feed.articles.length === 0 || page > feedPageCount(feed.total))) notFound();
  const pager = feed && <FeedPager locale={locale} category={category} page={page} count={feedPageCount(feed.total)} />;
  const jsonLd = <FeedJsonLd locale={locale} category={category} page={page} title={await documentTitle(locale, category, page)} />;

  if (device === 'mobile') {
    // Phones: the full-screen swipe reader (its heading is the header's category name); the page links sit in its panel.
    return (
      <>
        {jsonLd}
        <PhoneFeed key={`${category}-${page}`} locale={locale} category={category} initial={feed && compactFeedPage(feed)} pager={pager} />
      </>
    );
  }

  return (
    <section aria-labelledby="feed-title">
      {jsonLd}
      <h1 id="feed-title" className="page-title">
        {heading}
      </h1>
      {(isFollowable(category) || isPushCategory(category)) && (
        // One row of a button's height, whatever shows in it: the list under it never moves when the
        // buttons come alive, nor when a browser without push leaves out the alerts button.
        <div className={styles.actions}>
          <DesktopFeedActions locale={locale} category={category} />
        </div>
      )}
      {feed === null ? (
        <DesktopBookmarks locale={locale} device={device as Device} />
      ) : (
        <>
          <DesktopFeed key={`${category}-${page}`} locale={locale} category={category} device={device as Device} initial={compactFeedPage(feed)} isCustomOnly={isCustomOnly(category)} />
          {pager}
        </>
      )}
    </section>
  );
}
