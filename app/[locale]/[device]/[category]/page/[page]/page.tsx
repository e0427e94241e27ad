import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n-page';
import { MAX_FEED_PAGE } from '@/lib/news/article';
import { feedMetadata, renderFeedPage } from '../../feed-page';

type Props = { params: Promise<{ locale: string; device: string; category: string; page: string }> };

// Cached like page 1 (D15): rendered on first request, revalidated with the news tag and every 5 minutes.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** N of /{lang}/{category}/page/N: 2 to MAX_FEED_PAGE (proxy.ts sends page 1 and anything else to the category). */
async function pageNumber(params: Props['params']): Promise<number> {
  const { page } = await params;
  const n = /^[1-9][0-9]{0,3}$/.test(page) ? Number(page) : 0;
  if (n < 2 || n > MAX_FEED_PAGE) notFound();
  return n;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  return feedMetadata({ locale, category, page: await pageNumber(params) });
}

/** A later page of a feed: that page's stories in the HTML, Load More continues from it. */
export default async function PagedFeedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category, device } = await params;
  return renderFeedPage({ locale, device, category, page: await pageNumber(params) });
}
