'use client';

import { useRouter } from 'next/navigation';
import { LiveUpdates } from '@/components/news/live-updates';
import type { Locale } from '@/lib/categories';
import { useLiveStories } from '@/lib/live/use-live-stories';

/**
 * Live updates of the For you page (issue 27): it polls the general feed's new stories (they
 * change Top stories, and the followed ones join "Your stories"). The page is ranked on the server
 * for one reader, so new stories never go in by themselves, even at the top: a "N new stories"
 * button (the count in the tab's title, one polite announcement) fetches the page again when the
 * reader asks, and brings them to the top of it.
 */
export function ForYouLive({ locale, after }: { locale: Locale; after: string }) {
  const router = useRouter();
  const live = useLiveStories({ category: 'general', locale, shown: [], after, isAtTop: () => false, onShow: () => router.refresh() });
  return <LiveUpdates waitingCount={live.waiting.length} arrived={live.arrived} onShowWaiting={live.showWaiting} />;
}
