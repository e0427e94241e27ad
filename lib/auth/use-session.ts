'use client';

import type { Session } from 'next-auth';
import { useSyncExternalStore } from 'react';
import { setSignedInHere } from '@/lib/account-data/signed-in';

/**
 * The reader's session in the browser, without next-auth's SessionProvider (issue 28: its client,
 * `next-auth/react` with Babel's regenerator, was a 12 KB gzipped chunk on every page). One
 * GET /api/auth/session for the whole page, shared by every component that asks (menus, the
 * bookmark, read-state and For you syncs) and kept across client-side navigations, as the provider
 * in the root layout did. It keeps the provider's rules, which the shared-device rules
 * (lib/account-data/browser-owner.ts) build on:
 * - a failed request reads as signed out (the syncs confirm with the server before forgetting);
 * - a signed-in page asks again when its tab becomes visible (refetchOnWindowFocus);
 * - next-auth's tab messages (`nextauth.message` in localStorage: a sign-out in another tab, or
 *   another tab that fetched its session) make it ask again; its own fetches tell other tabs.
 * Sign-in pages still use next-auth's `signIn` and then call `refreshSession()`; `signOut` loads
 * next-auth's client only when the reader clicks Logout. The server's answer marks the browser as
 * one where a session was seen, or unmarks it (lib/account-data/traces.ts): pages load this file,
 * and ask for the session, only there (components/layout/account-sync.tsx) or when the menu opens.
 */
export type SessionState =
  | { data: undefined; status: 'loading' }
  | { data: Session; status: 'authenticated' }
  | { data: null; status: 'unauthenticated' };

export const SESSION_URL = '/api/auth/session';
/** next-auth's tab-to-tab channel (next-auth/client/_utils BroadcastChannel). */
export const SESSION_MESSAGE_KEY = 'nextauth.message';

const LOADING: SessionState = { data: undefined, status: 'loading' };
let state: SessionState = LOADING;
const listeners = new Set<() => void>();
let latestRequest = 0;
let isStarted = false;
let unwire: (() => void) | null = null;

function setSession(data: Session | null) {
  state = data ? { data, status: 'authenticated' } : { data: null, status: 'unauthenticated' };
  for (const listener of listeners) listener();
}

/** The session as next-auth's getSession reads it: an empty object or a failed request is no session. */
async function fetchSession(): Promise<Session | null> {
  try {
    // A GET with no body: next-auth's client sends a JSON Content-Type here too, which the route never reads.
    const response = await fetch(SESSION_URL);
    const data: unknown = await response.json();
    if (!response.ok || !data || typeof data !== 'object') return null;
    // The server's word, not a failed request: the next pages ask for the session only after a sign-in.
    const isSignedIn = Object.keys(data).length > 0;
    setSignedInHere(isSignedIn);
    return isSignedIn ? (data as Session) : null;
  } catch {
    return null;
  }
}

function tellOtherTabs() {
  try {
    window.localStorage.setItem(SESSION_MESSAGE_KEY, JSON.stringify({ event: 'session', data: { trigger: 'getSession' }, timestamp: Math.floor(Date.now() / 1000) }));
  } catch {
    // Storage full or blocked: the other tabs learn on their next visit.
  }
}

/**
 * Asks the server again and tells every reader of the hook (after a sign-in, or when told). Only the
 * latest request's answer is kept, so an answer from before a sign-in cannot overwrite a newer one.
 */
export async function refreshSession({ broadcast = true }: { broadcast?: boolean } = {}): Promise<void> {
  // Stryker disable next-line UpdateOperator: equivalent: counting down keeps every request's number its own, and only the latest is kept.
  const request = ++latestRequest;
  const data = await fetchSession();
  if (request !== latestRequest) return;
  setSession(data);
  if (broadcast) tellOtherTabs();
}

function wire(): () => void {
  const onVisible = () => {
    // As SessionProvider: a signed-out page does not ask on focus; a signed-in one does.
    if (document.visibilityState === 'visible' && state.status === 'authenticated') void refreshSession();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_MESSAGE_KEY || !event.newValue) return;
    try {
      const message = JSON.parse(event.newValue) as { event?: string; data?: unknown } | null;
      // Stryker disable next-line OptionalChaining: equivalent: without it, a message of `null` throws into the catch below and is ignored all the same.
      if (message?.event === 'session' && message.data) void refreshSession({ broadcast: false });
    } catch {
      // Not next-auth's message.
    }
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!unwire) unwire = wire();
  if (!isStarted) {
    isStarted = true;
    void refreshSession();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && unwire) {
      unwire();
      unwire = null;
    }
  };
}

const getSnapshot = () => state;
const getServerSnapshot = () => LOADING;

/** `{ data, status }` as next-auth's useSession gives it: 'loading' until the first answer. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** next-auth's signOut, its client loaded only now (a Logout click), so pages do not carry it. */
export async function signOut(options: { callbackUrl?: string; redirect?: boolean } = {}): Promise<void> {
  setSignedInHere(false);
  const { signOut: nextAuthSignOut } = await import('next-auth/react');
  await nextAuthSignOut(options);
}

/** Tests only: back to the first page load's state. */
export function resetSessionForTests(): void {
  state = LOADING;
  latestRequest = 0;
  isStarted = false;
  // Stryker disable next-line all: test-only reset: each test unmounts its readers, which leaves the set empty already.
  listeners.clear();
  unwire?.();
  unwire = null;
}
