import type { Locale } from '@/lib/categories';
import type { FeedArticle } from '@/lib/news/article';

/**
 * Bookmarks live in the browser's local storage (SPEC §4), one list per language, each an array of
 * articles; an article's identity is its title. Client-safe pure helpers; `useBookmarks` is the hook.
 */
export const BOOKMARK_KEYS: Record<Locale, string> = { en: 'bookmarksEnglish', hi: 'bookmarksHindi' };

/** Fired on window when this tab changes a list ("storage" only reaches other tabs). */
export const BOOKMARKS_CHANGED_EVENT = 'shortnews:bookmarks';

export type BookmarkToggle = 'added' | 'removed';

function isArticleLike(value: unknown): value is FeedArticle {
  return typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';
}

/** Parses a stored list; anything unreadable counts as no bookmarks rather than breaking the page. */
export function parseBookmarks(raw: string | null): FeedArticle[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isArticleLike) : [];
  } catch {
    return [];
  }
}

export function isBookmarkedIn(list: readonly FeedArticle[], title: string): boolean {
  return list.some((item) => item.title === title);
}

/** The list with the article added (at the front) or, when its title is already there, removed. */
export function toggleIn(list: readonly FeedArticle[], article: FeedArticle, now = new Date()): { list: FeedArticle[]; result: BookmarkToggle } {
  if (isBookmarkedIn(list, article.title)) return { list: list.filter((item) => item.title !== article.title), result: 'removed' };
  // When: a removal made later on another device wins over it (lib/bookmarks/sync-bookmarks.ts).
  return { list: [{ ...article, bookmarkedAt: now.toISOString() } as FeedArticle, ...list], result: 'added' };
}

export function readBookmarks(storage: Pick<Storage, 'getItem'>, locale: Locale): FeedArticle[] {
  return parseBookmarks(storage.getItem(BOOKMARK_KEYS[locale]));
}

export function toggleBookmark(storage: Pick<Storage, 'getItem' | 'setItem'>, locale: Locale, article: FeedArticle): BookmarkToggle {
  return toggleStoredBookmark(storage, locale, article).result;
}

/** toggleBookmark, also answering the article as stored (with `bookmarkedAt`), for the account sync. */
export function toggleStoredBookmark(storage: Pick<Storage, 'getItem' | 'setItem'>, locale: Locale, article: FeedArticle): { result: BookmarkToggle; stored: FeedArticle } {
  const { list, result } = toggleIn(readBookmarks(storage, locale), article);
  storage.setItem(BOOKMARK_KEYS[locale], JSON.stringify(list));
  return { result, stored: result === 'added' ? list[0] : article };
}
