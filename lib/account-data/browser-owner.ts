import { BOOKMARKS_CHANGED_EVENT, BOOKMARK_KEYS } from '@/lib/bookmarks/bookmarks-store';
import { READ_CHANGED_EVENT, READ_KEY } from '@/lib/read-state/read-store';
import { ACCOUNT_OWNER_KEY, SYNC_MARKER } from './traces';

/**
 * Whose synced data this browser holds (issue 25 item 8: shared devices). Bookmarks and read state
 * that came from or went to an account belong to that account: they leave the browser when the
 * account signs out, and when another account signs in here they are dropped before its sign-in
 * merge, so the next reader neither sees them nor uploads them into their own account. What was
 * kept here signed out, never synced (no owner), is still merged into the first account to sign in
 * (the sign-in merge of issue 16). Client-safe; the For you choices keep their own owner
 * (lib/topics/sync-topics.ts).
 */
export { ACCOUNT_OWNER_KEY };

type OwnerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function syncMarkers(storage: OwnerStorage): { key: string; userId: string }[] {
  const markers: { key: string; userId: string }[] = [];
  // Stryker disable next-line EqualityOperator: equivalent — storage.key(length) is null, which is no marker.
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const match = key ? SYNC_MARKER.exec(key) : null;
    if (key && match) markers.push({ key, userId: match[1] });
  }
  return markers;
}

/** The account this browser's synced data belongs to, or null (kept signed out only). Browsers that synced before the owner was recorded are known by their sync markers. */
export function localDataOwner(storage: OwnerStorage): string | null {
  return storage.getItem(ACCOUNT_OWNER_KEY) || (syncMarkers(storage)[0]?.userId ?? null);
}

/** Removes an account's bookmarks (both languages), read state and sync markers from this browser, and tells open lists. */
export function forgetAccountData(storage: OwnerStorage): void {
  for (const key of [...Object.values(BOOKMARK_KEYS), READ_KEY, ACCOUNT_OWNER_KEY, ...syncMarkers(storage).map((marker) => marker.key)]) storage.removeItem(key);
  window.dispatchEvent(new Event(BOOKMARKS_CHANGED_EVENT));
  window.dispatchEvent(new Event(READ_CHANGED_EVENT));
}

/** Signed in as `userId`, before any sync: another account's data is dropped first; this browser's data is then this account's. */
export function claimAccountData(storage: OwnerStorage, userId: string): void {
  const owner = localDataOwner(storage);
  if (owner !== null && owner !== userId) forgetAccountData(storage);
  storage.setItem(ACCOUNT_OWNER_KEY, userId);
}

/**
 * The session reads as signed out: forget the account's data — but only once the server confirms
 * there is no session (next-auth also reports "unauthenticated" when the session request fails, e.g.
 * offline, and a signed-in reader's offline bookmarks must not vanish then).
 */
export async function forgetAccountDataIfSignedOut(storage: OwnerStorage): Promise<void> {
  if (localDataOwner(storage) === null) return;
  if (await isSignedOutConfirmed()) forgetAccountData(storage);
}

/** True only when the server answers that there is no session (false offline or on an error). */
export async function isSignedOutConfirmed(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/session', { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return false;
    const session: unknown = await response.json();
    return !(session && typeof session === 'object' && 'user' in session);
  } catch {
    return false;
  }
}
