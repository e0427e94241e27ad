import type { Locale } from '@/lib/categories';
import type { FeedArticle } from '@/lib/news/article';
import { storyKey } from '@/lib/read-state/read-store';
import { liveStart } from './live-start';

export type LiveCheckOptions = {
  category: string;
  locale: Locale;
  /** The stories the page was rendered with: never new; the newest own one is where the checks start, unless `after`. */
  shown: FeedArticle[];
  after?: string;
  /** Stories not seen before, newest first. */
  onFresh: (stories: FeedArticle[]) => void;
};

/**
 * One feed's check for new stories (issue 27): GET /api/news/{category}/since from the newest own
 * story seen so far; what the page has not shown yet goes to `onFresh`, and the next check starts
 * after it. Loaded at the first check (lib/live/use-live-stories.ts), not with the page (issue 28).
 */
export function liveChecker({ category, locale, shown, after: start, onFresh }: LiveCheckOptions): () => Promise<void> {
  let after = start ?? liveStart(shown);
  const known = new Set(shown.map(storyKey));
  return async () => {
    try {
      const response = await fetch(`/api/news/${encodeURIComponent(category)}/since?lang=${locale}&after=${encodeURIComponent(after)}`, { headers: { accept: 'application/json' } });
      // Stryker disable next-line ConditionalExpression: equivalent: an error answer is { error } (or not JSON): reading it finds no stories and ends in the catch below.
      if (!response.ok) return;
      const { stories } = (await response.json()) as { stories: FeedArticle[] };
      const fresh = stories.filter((story) => !known.has(storyKey(story)));
      if (fresh.length === 0) return;
      for (const story of fresh) known.add(storyKey(story));
      after = liveStart([...fresh, { isCustom: true, publishedAt: after }]);
      onFresh(fresh);
    } catch {
      // offline or the server away: the next poll tries again
    }
  };
}
