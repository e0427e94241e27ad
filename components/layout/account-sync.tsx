'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { holdsAccountData } from '@/lib/account-data/traces';
import { useSession } from '@/lib/auth/use-session';

const AccountSyncs = dynamic(() => import('./account-syncs'), { ssr: false });

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
  if (status === 'authenticated' || (status === 'unauthenticated' && holdsData)) return <AccountSyncs />;
  return null;
}
