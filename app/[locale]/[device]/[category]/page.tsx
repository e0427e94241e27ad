import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n-page';
import { feedMetadata, renderFeedPage } from './feed-page';

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
  return feedMetadata({ locale, category, page: 1 });
}

/** The news feed of one category, page 1: its cards are in the server's HTML. */
export default async function FeedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category, device } = await params;
  return renderFeedPage({ locale, device, category, page: 1 });
}
