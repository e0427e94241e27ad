'use client';

import { useSession } from '@/lib/auth/use-session';
import { useEffect } from 'react';
import { claimAccountData, forgetAccountDataIfSignedOut } from '@/lib/account-data/browser-owner';
import { BOOKMARKS_CHANGED_EVENT } from '@/lib/bookmarks/bookmarks-store';
import { pushBookmarkChange, syncBookmarks, type BookmarkChange } from '@/lib/bookmarks/sync-bookmarks';
import { LOCALES } from '@/lib/categories';

/**
 * Bookmarks that follow the account (issue 16): signed out, nothing happens here (local storage
 * only, as before). Signed in: merge and refresh both languages on load and when the tab comes
 * back, and send each toggle to the server. Renders nothing.
 *
 * Shared devices (issue 25 item 8): the synced bookmarks and read state belong to the account —
 * another account's are dropped before this one's merge, and they leave the browser once the
 * server confirms the session ended (lib/account-data/browser-owner.ts).
 */
export function BookmarksSync() {
  const { data, status } = useSession();
  const userId = status === 'authenticated' ? data?.user?.id : undefined;

  useEffect(() => {
    if (status === 'unauthenticated') void forgetAccountDataIfSignedOut(window.localStorage);
  }, [status]);

  useEffect(() => {
    if (!userId) return;
    claimAccountData(window.localStorage, userId);
    let isRunning = false;
    const syncAll = async () => {
      if (isRunning) return;
      isRunning = true;
      try {
        for (const locale of LOCALES) await syncBookmarks(window.localStorage, userId, locale);
      } catch (error) {
        console.warn('[bookmarks] sync failed; kept in this browser', error);
      } finally {
        isRunning = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void syncAll();
    };
    const onChange = (event: Event) => {
      const change = (event as CustomEvent<BookmarkChange | undefined>).detail;
      if (change) void pushBookmarkChange(change).catch((error) => console.warn('[bookmarks] not saved to the account yet', error));
    };
    void syncAll();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(BOOKMARKS_CHANGED_EVENT, onChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(BOOKMARKS_CHANGED_EVENT, onChange);
    };
  }, [userId]);

  return null;
}
