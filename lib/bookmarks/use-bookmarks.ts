'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/categories';
import type { FeedArticle } from '@/lib/news/article';
import { BOOKMARKS_CHANGED_EVENT, BOOKMARK_KEYS, parseBookmarks, toggleStoredBookmark, type BookmarkToggle } from './bookmarks-store';

/** How long "News Bookmarked" / "Bookmark Removed" stays (SPEC §9). */
export const BOOKMARK_MESSAGE_MS = 3000;

const EMPTY: FeedArticle[] = [];
// useSyncExternalStore needs the same array while the stored text is unchanged.
const parsedCache = new Map<string, { raw: string | null; list: FeedArticle[] }>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // disabled storage (some private modes)
  }
}

function snapshot(locale: Locale): FeedArticle[] {
  const raw = storage()?.getItem(BOOKMARK_KEYS[locale]) ?? null;
  const cached = parsedCache.get(locale);
  if (cached && cached.raw === raw) return cached.list;
  const list = parseBookmarks(raw);
  parsedCache.set(locale, { raw, list });
  return list;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(BOOKMARKS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(BOOKMARKS_CHANGED_EVENT, onChange);
  };
}

/*
 * The transient message is one for the page (SPEC §4: one toast), shared by every bookmark control:
 * the cards' buttons are separate client islands (issue 28), and the page's one <BookmarkMessage />
 * shows what the last of them did.
 */
let message: BookmarkToggle | null = null;
let messageTimer: ReturnType<typeof setTimeout> | undefined;
const messageListeners = new Set<() => void>();

function setMessage(next: BookmarkToggle | null) {
  message = next;
  for (const listener of messageListeners) listener();
}

function subscribeMessage(onChange: () => void): () => void {
  messageListeners.add(onChange);
  return () => messageListeners.delete(onChange);
}

/** "News Bookmarked" / "Bookmark Removed" for 3 s (the last toggle wins and restarts the 3 s). */
export function showBookmarkMessage(result: BookmarkToggle): void {
  setMessage(result);
  clearTimeout(messageTimer);
  messageTimer = setTimeout(() => setMessage(null), BOOKMARK_MESSAGE_MS);
}

/** The message showing now, or null. */
export function useBookmarkMessage(): BookmarkToggle | null {
  return useSyncExternalStore(subscribeMessage, () => message, () => null);
}

/** Adds or removes the article (identity: title), tells the account sync, and shows the message. */
export function toggleBookmark(locale: Locale, article: FeedArticle): BookmarkToggle {
  const store = storage();
  const { result, stored } = store ? toggleStoredBookmark(store, locale, article) : { result: 'added' as const, stored: article };
  // The detail tells the account sync (components/news/bookmarks-sync.tsx) what changed.
  window.dispatchEvent(new CustomEvent(BOOKMARKS_CHANGED_EVENT, { detail: { locale, article: stored, result } }));
  showBookmarkMessage(result);
  return result;
}

/** Whether one title is bookmarked in the language (a boolean snapshot: a card's island re-renders only when its own state changes). */
export function useIsBookmarked(locale: Locale, title: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(locale).some((item) => item.title === title),
    () => false,
  );
}

const noSubscribe = () => () => undefined;

/**
 * The language's bookmarks, kept in step only where `live` (a page that lists them): elsewhere a
 * component using it does not render again when a bookmark or its message changes (the phone
 * reader, issue 28: a tap on a title re-rendered every slide three times).
 */
export function useBookmarkList(locale: Locale, live = true): FeedArticle[] {
  return useSyncExternalStore(
    live ? subscribe : noSubscribe,
    () => (live ? snapshot(locale) : EMPTY),
    () => EMPTY,
  );
}

export type BookmarksApi = {
  /** The language's bookmarks, newest first; empty on the server and before hydration. */
  bookmarks: FeedArticle[];
  isBookmarked(title: string): boolean;
  /** Adds or removes the article (identity: title) and shows the message for 3 s. */
  toggle(article: FeedArticle): BookmarkToggle;
  /** The transient message, or null when none is showing. */
  message: BookmarkToggle | null;
};

/**
 * The bookmarks of one language (`bookmarksEnglish` / `bookmarksHindi` in local storage), kept in
 * step across components and tabs, with the transient confirmation message of SPEC §4.
 */
export function useBookmarks(locale: Locale): BookmarksApi {
  const bookmarks = useSyncExternalStore(
    subscribe,
    () => snapshot(locale),
    () => EMPTY,
  );
  const current = useBookmarkMessage();
  const toggle = useCallback((article: FeedArticle): BookmarkToggle => toggleBookmark(locale, article), [locale]);
  const isBookmarked = useCallback((title: string) => bookmarks.some((item) => item.title === title), [bookmarks]);
  return { bookmarks, isBookmarked, toggle, message: current };
}
