'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { mayHoldAccount, onStorage } from '@/lib/account-data/traces';

const AccountSyncs = lazy(() => import('./account-syncs'));

function browserMayHoldAccount(): boolean {
  try {
    return mayHoldAccount(window.localStorage);
  } catch {
    return false; // storage blocked: nothing of an account can be here either
  }
}

/**
 * Where the account syncs may have work (issue 28): a browser where a session was seen or a sign-in
 * began, or that holds an account's data (the syncs forget it once the server confirms the sign-out,
 * issue 25 item 8). Their chunk asks the server for the session and runs them for a signed-in reader.
 * Anyone else — most readers — never downloads their code, nor asks for a session. Another tab's
 * sign-in marks the browser (a storage event), and the syncs come here too.
 */
export function AccountSync() {
  // Stryker disable next-line ArrowFunction: equivalent: the server's answer (undefined) is as falsy as false.
  const mayHold = useSyncExternalStore(onStorage, browserMayHoldAccount, () => false);
  if (!mayHold) return null;
  // Rendered in the browser only (the session and the storage are the browser's), so the server
  // never waits for its chunk: `lazy` in a Suspense of its own, not next/dynamic (issue 28).
  return (
    <Suspense fallback={null}>
      <AccountSyncs />
    </Suspense>
  );
}
