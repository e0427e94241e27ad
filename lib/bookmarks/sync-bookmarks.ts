import type { Locale } from '@/lib/categories';
import type { FeedArticle } from '@/lib/news/article';
import { BOOKMARKS_CHANGED_EVENT, BOOKMARK_KEYS, readBookmarks } from './bookmarks-store';
import { MAX_BOOKMARKS_PER_REQUEST } from './limits';

/** A stored bookmark: the card's article and, since sync, when it was bookmarked. */
export type StoredBookmark = FeedArticle & { bookmarkedAt?: string };

/** What this tab's toggle tells the sync (detail of BOOKMARKS_CHANGED_EVENT). */
export type BookmarkChange = { locale: Locale; article: StoredBookmark; result: 'added' | 'removed' };

const syncedKey = (userId: string, locale: Locale) => `shortnews:bookmarks-synced:${userId}:${locale}`;

/**
 * Only what the server accepts (local storage may hold anything): invalid entries stay local. The
 * schema (and zod with it, 30 KB gzipped) is loaded only when there is something to upload, so
 * readers who are not signed in, and signed-in readers with nothing new since the last sync (most
 * page loads), never download it.
 */
async function uploadable(list: StoredBookmark[]) {
  if (list.length === 0) return [];
  const { bookmarkArticleSchema } = await import('./schemas');
  return list.flatMap((article) => {
    const parsed = bookmarkArticleSchema.safeParse(article);
    return parsed.success ? [parsed.data] : [];
  });
}

async function send(method: 'PUT' | 'DELETE' | 'GET', query: string, body?: unknown): Promise<Response> {
  const response = await fetch(`/api/user/bookmarks${query}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`bookmarks ${method}: HTTP ${response.status}`);
  return response;
}

/**
 * One language's sync for a signed-in reader: uploads what was bookmarked here since the last sync
 * (everything the first time this account syncs in this browser: the sign-in merge), then makes
 * the local list the account's list — so a removal on another device removes it here too.
 */
export async function syncBookmarks(storage: Storage, userId: string, locale: Locale): Promise<void> {
  const lastSynced = Number(storage.getItem(syncedKey(userId, locale)) ?? 0);
  const startedAt = Date.now();
  const local = readBookmarks(storage, locale) as StoredBookmark[];
  const fresh = await uploadable(local.filter((article) => !lastSynced || (article.bookmarkedAt ? Date.parse(article.bookmarkedAt) : 0) > lastSynced));
  let list: StoredBookmark[] | undefined;
  for (let start = 0; start < fresh.length; start += MAX_BOOKMARKS_PER_REQUEST) {
    const response = await send('PUT', '', { lang: locale, articles: fresh.slice(start, start + MAX_BOOKMARKS_PER_REQUEST) });
    ({ bookmarks: list } = (await response.json()) as { bookmarks: StoredBookmark[] });
  }
  if (!list) ({ bookmarks: list } = (await (await send('GET', `?lang=${locale}`)).json()) as { bookmarks: StoredBookmark[] });
  storage.setItem(BOOKMARK_KEYS[locale], JSON.stringify(list));
  storage.setItem(syncedKey(userId, locale), String(startedAt));
  window.dispatchEvent(new Event(BOOKMARKS_CHANGED_EVENT));
}

/** Sends one toggle of this tab to the account. */
export async function pushBookmarkChange(change: BookmarkChange): Promise<void> {
  if (change.result === 'added') await send('PUT', '', { lang: change.locale, articles: await uploadable([change.article]) });
  else await send('DELETE', '', { lang: change.locale, title: change.article.title });
}
