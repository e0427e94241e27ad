'use client';

import { useSyncExternalStore } from 'react';
import { BookmarksSync } from '@/components/news/bookmarks-sync';
import { ReadStateSync } from '@/components/news/read-state-sync';
import { TopicsSync } from '@/components/topics/topics-sync';
import { holdsAccountData, onStorage } from '@/lib/account-data/traces';
import { useSession } from '@/lib/auth/use-session';

function browserHoldsAccountData(): boolean {
  try {
    return holdsAccountData(window.localStorage);
  } catch {
    return false;
  }
}

/**
 * The three account syncs, one chunk, loaded by AccountSync (./account-sync.tsx) only where they may
 * have work: for a signed-in reader, and for a signed-out one whose browser still holds an account's data.
 */
export default function AccountSyncs() {
  const { status } = useSession();
  const holdsData = useSyncExternalStore(onStorage, browserHoldsAccountData, () => false);
  if (status !== 'authenticated' && !(status === 'unauthenticated' && holdsData)) return null;
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
