'use client';

import { useSession } from '@/lib/auth/use-session';
import { useEffect } from 'react';
import { isSignedOutConfirmed } from '@/lib/account-data/browser-owner';
import { forgetAccountTopics, pushTopics, syncTopics, TOPICS_OWNER_KEY } from '@/lib/topics/sync-topics';
import { TOPICS_CHANGED_EVENT, type TopicsChange } from '@/lib/topics/topics-store';

/**
 * For you choices that follow the account (issue 27), like BookmarksSync: signed out, the browser's
 * copy is all there is; signed in, merge on the first load, refresh when the tab comes back, send
 * each change. When the session ends, the account's choices are removed from this browser (a
 * shared computer shows the next reader nothing of them). Renders nothing.
 */
export function TopicsSync() {
  const { data, status } = useSession();
  const userId = status === 'authenticated' ? data?.user?.id : undefined;

  useEffect(() => {
    // Once the server confirms it: next-auth says "unauthenticated" offline too (issue 25 item 8).
    if (status === 'unauthenticated' && window.localStorage.getItem(TOPICS_OWNER_KEY) !== null) {
      void isSignedOutConfirmed().then((isOut) => {
        if (isOut) forgetAccountTopics();
      });
    }
  }, [status]);

  useEffect(() => {
    if (!userId) return;
    let isRunning = false;
    const sync = async () => {
      if (isRunning) return;
      isRunning = true;
      try {
        await syncTopics(userId);
      } catch (error) {
        console.warn('[topics] sync failed; kept in this browser', error);
      } finally {
        isRunning = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void sync();
    };
    const onChange = (event: Event) => {
      const change = (event as CustomEvent<TopicsChange | undefined>).detail;
      if (change) void pushTopics(change.choices).catch((error: unknown) => console.warn('[topics] not saved to the account yet', error));
    };
    void sync();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(TOPICS_CHANGED_EVENT, onChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(TOPICS_CHANGED_EVENT, onChange);
    };
  }, [userId]);

  return null;
}
