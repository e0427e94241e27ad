'use client';

import { BookmarksSync } from '@/components/news/bookmarks-sync';
import { ReadStateSync } from '@/components/news/read-state-sync';
import { TopicsSync } from '@/components/topics/topics-sync';

/**
 * The three account syncs, one chunk, loaded by AccountSync (./account-sync.tsx) only where they may
 * have work. Each reads the session itself: a signed-in reader's data syncs with the account, and a
 * signed-out browser's account data is forgotten once the server confirms the sign-out.
 */
export default function AccountSyncs() {
  return (
    <>
      {/* Signed-in readers' bookmarks and read stories follow the account (issue 16)… */}
      <BookmarksSync />
      <ReadStateSync />
      {/* …and so do the topics they follow (issue 27), which leave the browser at sign-out. */}
      <TopicsSync />
    </>
  );
}
