/**
 * Whether this browser holds anything of an account (issue 28): the shell loads the account syncs
 * (bookmarks, read state, For you choices) only for a signed-in reader or to clean up after one, so
 * a signed-out reader's pages carry none of their code. No imports: every page loads this file.
 * The keys are the owners' own (lib/account-data/browser-owner.ts, lib/topics/sync-topics.ts).
 */
export const ACCOUNT_OWNER_KEY = 'shortnews:account-owner';
export const TOPICS_OWNER_KEY = 'shortnews:topics-owner';
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
