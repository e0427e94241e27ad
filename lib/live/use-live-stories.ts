'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/categories';
import type { FeedArticle } from '@/lib/news/article';
import { storyKey } from '@/lib/read-state/read-store';
import { liveStart } from './live-start';

/** How often an open, visible feed asks for new stories. */
export const LIVE_POLL_MS = 30_000;

/**
 * Live updates of an open feed (issue 27): polls GET /api/news/{category}/since every
 * LIVE_POLL_MS while the tab is visible, and at once when it becomes visible again. Answers the
 * stories not shown yet (newest first); `take()` hands them over and starts counting again.
 */
export function useLiveStories(options: {
  category: string;
  locale: Locale;
  shown: FeedArticle[];
  /** Where to start when the page's own stories are not `shown` (For you: the newest own story of the general feed it was made from). */
  after?: string;
  /** Off: no polling (a page past the first, where new stories have no place). */
  enabled?: boolean;
  /** Whether new stories may go in at once (the reader is at the top of the list): else they wait for the button. */
  isAtTop: () => boolean;
  /** Stories to show now (at the top of the list). */
  onShow: (stories: FeedArticle[]) => void;
}) {
  const { category, locale, shown } = options;
  const [waiting, setWaiting] = useState<FeedArticle[]>([]);
  const waitingRef = useRef<FeedArticle[]>([]);
  /** The last batch that arrived, for the one polite announcement. */
  const [arrived, setArrived] = useState<{ count: number; isShown: boolean; at: number } | null>(null);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const after = useRef(options.after ?? liveStart(shown));
  const known = useRef(new Set(shown.map(storyKey)));

  const check = useCallback(async () => {
    try {
      const response = await fetch(`/api/news/${encodeURIComponent(category)}/since?lang=${locale}&after=${encodeURIComponent(after.current)}`, { headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const { stories } = (await response.json()) as { stories: FeedArticle[] };
      const fresh = stories.filter((story) => !known.current.has(storyKey(story)));
      if (fresh.length === 0) return;
      for (const story of fresh) known.current.add(storyKey(story));
      after.current = liveStart([...fresh, { isCustom: true, publishedAt: after.current }]);
      if (callbacks.current.isAtTop()) {
        callbacks.current.onShow(fresh);
        setArrived({ count: fresh.length, isShown: true, at: Date.now() });
      } else {
        const next = [...fresh, ...waitingRef.current];
        waitingRef.current = next;
        setWaiting(next);
        setArrived({ count: next.length, isShown: false, at: Date.now() });
      }
    } catch {
      // offline or the server away: the next poll tries again
    }
  }, [category, locale]);

  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      if (document.visibilityState !== 'visible') return;
      timer = setInterval(() => void check(), LIVE_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [check, enabled]);

  /** The button: the waiting stories go to the top of the list. */
  const showWaiting = useCallback(() => {
    callbacks.current.onShow(waitingRef.current);
    waitingRef.current = [];
    setWaiting([]);
    setArrived(null);
  }, []);

  return { waiting, arrived, showWaiting, check };
}
