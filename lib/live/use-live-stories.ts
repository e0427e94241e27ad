'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/categories';
import type { FeedArticle } from '@/lib/news/article';
import { liveCode } from './live-code';

/** How often an open, visible feed asks for new stories. */
export const LIVE_POLL_MS = 30_000;

/**
 * Live updates of an open feed (issue 27): polls GET /api/news/{category}/since every
 * LIVE_POLL_MS while the tab is visible, and at once when it becomes visible again. Stories not
 * shown yet (newest first) go in at once when the reader is at the top, else they wait for
 * `showWaiting` (the "N new stories" button). The check's own code (./live-check.ts) comes at the
 * first check, not with the page (issue 28).
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
  // What the first check starts from: the page as it was rendered.
  const first = useRef({ shown, after: options.after });
  const checker = useRef<(() => Promise<void>) | null>(null);

  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    let isGone = false;
    const onFresh = (fresh: FeedArticle[]) => {
      if (callbacks.current.isAtTop()) {
        callbacks.current.onShow(fresh);
        setArrived({ count: fresh.length, isShown: true, at: Date.now() });
      } else {
        const next = [...fresh, ...waitingRef.current];
        waitingRef.current = next;
        setWaiting(next);
        setArrived({ count: next.length, isShown: false, at: Date.now() });
      }
    };
    // The check's code comes at the first check; offline then, the next poll tries again.
    const check = () => {
      // Stryker disable next-line ConditionalExpression: equivalent: without it the loaded module is taken again (the same promise) and the same checker runs, a microtask later.
      if (checker.current) return void checker.current();
      liveCode.load().then(({ liveChecker }) => {
        if (isGone) return;
        checker.current ??= liveChecker({ category, locale, ...first.current, onFresh });
        void checker.current();
      }, () => undefined);
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      if (document.visibilityState !== 'visible') return;
      timer = setInterval(check, LIVE_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isGone = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [category, locale, enabled]);

  /** The button: the waiting stories go to the top of the list. */
  // Stryker disable ArrayDeclaration: useCallback's list is equivalent (a constant list keeps the one callback, as none does); the lists emptied inside are pinned by the tests all the same.
  const showWaiting = useCallback(() => {
    callbacks.current.onShow(waitingRef.current);
    waitingRef.current = [];
    setWaiting([]);
    setArrived(null);
  }, []);
  // Stryker restore ArrayDeclaration

  return { waiting, arrived, showWaiting };
}
