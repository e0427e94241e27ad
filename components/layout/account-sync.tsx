'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { holdsAccountData } from '@/lib/account-data/traces';
import { useSession } from '@/lib/auth/use-session';

const AccountSyncs = lazy(() => import('./account-syncs'));

function onStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

function browserHoldsAccountData(): boolean {
  try {
    return holdsAccountData(window.localStorage);
  } catch {
    return false; // storage blocked: nothing of an account can be here either
  }
}

/**
 * Where the account syncs run (issue 28): for a signed-in reader, and for a signed-out one whose
 * browser still holds an account's data (the syncs forget it once the server confirms the sign-out,
 * issue 25 item 8). Anyone else — most readers — never downloads their code.
 */
export function AccountSync() {
  const { status } = useSession();
  const holdsData = useSyncExternalStore(onStorage, browserHoldsAccountData, () => false);
  if (status !== 'authenticated' && !(status === 'unauthenticated' && holdsData)) return null;
  // Rendered in the browser only (the session and the storage are the browser's), so the server
  // never waits for its chunk: `lazy` in a Suspense of its own, not next/dynamic (issue 28).
  return (
    <Suspense fallback={null}>
      <AccountSyncs />
    </Suspense>
  );
}
