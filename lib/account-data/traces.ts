/**
 * Whether this browser holds anything of an account (issue 28): the shell loads the account syncs
 * (bookmarks, read state, For you choices) only for a signed-in reader or to clean up after one, so
 * a signed-out reader's pages carry none of their code. No imports: every page loads this file.
 * The keys are the owners' own (lib/account-data/browser-owner.ts, lib/topics/sync-topics.ts).
 */
export const ACCOUNT_OWNER_KEY = 'shortnews:account-owner';
export const TOPICS_OWNER_KEY = 'shortnews:topics-owner';
/**
 * A session seen in this browser (lib/auth/use-session.ts), or a Google sign-in begun here: the shell
 * asks the server for the session only where this or an account's data is (issue 28), so a reader
 * who never signed in here loads neither the session's code nor its request.
 */
export const SIGNED_IN_KEY = 'shortnews:signed-in';
/** The syncs' "last synced" markers name the account (lib/bookmarks/sync-bookmarks.ts, components/news/read-state-sync.tsx). */
export const SYNC_MARKER = /^shortnews:(?:bookmarks|read)-synced:([^:]+)/;

type KeyedStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

/** An owner key or a sync marker: an account's data is here (to sync, or to forget at sign-out). */
export function holdsAccountData(storage: KeyedStorage): boolean {
  if (storage.getItem(ACCOUNT_OWNER_KEY) !== null || storage.getItem(TOPICS_OWNER_KEY) !== null) return true;
  // Stryker disable next-line EqualityOperator: equivalent — key(length) is null, which the check below skips.
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key && SYNC_MARKER.test(key)) return true;
  }
  return false;
}

/** A session may be open here: one was seen, a sign-in began, or an account's data is here (to sync, or to forget). */
export function mayHoldAccount(storage: KeyedStorage): boolean {
  return storage.getItem(SIGNED_IN_KEY) !== null || holdsAccountData(storage);
}

/** Told in this tab when the mark changes (lib/account-data/signed-in.ts); other tabs hear a storage event. */
export const SIGNED_IN_CHANGED_EVENT = 'shortnews:signed-in-changed';

/** For useSyncExternalStore: a sign-in or sign-out here (the menu read the session) or in another tab changes these keys. */
export function onStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(SIGNED_IN_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(SIGNED_IN_CHANGED_EVENT, listener);
  };
}
