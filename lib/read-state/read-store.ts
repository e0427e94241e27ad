import type { FeedArticle } from '@/lib/news/article';

/**
 * Read state (issue 16): which stories this reader has read — opened, or on a phone's screen for
 * 2 s. Kept in local storage as { storyKey: readAt (ms) }, newest MAX_READ kept; synced to the
 * account when signed in (components/news/read-state-sync.tsx). Client-safe.
 */
export const READ_KEY = 'shortnews:read';
export const READ_CHANGED_EVENT = 'shortnews:read';
export const MAX_READ = 1000;
/** A phone counts a story as read after this long on screen. */
export const READ_AFTER_MS = 2000;

export type ReadMap = Record<string, number>;

/** A story's identity across devices: our own story's id, else its link, else its title. */
export function storyKey(article: Pick<FeedArticle, 'uniqueId' | 'url' | 'title'>): string {
  if (article.uniqueId) return `news:${article.uniqueId}`;
  if (article.url && article.url !== '#') return `url:${article.url}`.slice(0, 600);
  return `title:${article.title}`.slice(0, 600);
}

export function parseReadMap(raw: string | null): ReadMap {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, at]) => typeof at === 'number' && Number.isFinite(at))) as ReadMap;
  } catch {
    return {};
  }
}

/** The map with these keys read (the newest MAX_READ kept). */
export function withRead(map: ReadMap, entries: ReadMap): ReadMap {
  const merged = { ...map };
  for (const [key, at] of Object.entries(entries)) merged[key] = Math.max(merged[key] ?? 0, at);
  const keys = Object.keys(merged);
  if (keys.length <= MAX_READ) return merged;
  return Object.fromEntries(keys.sort((a, b) => merged[b] - merged[a]).slice(0, MAX_READ).map((key) => [key, merged[key]]));
}

export function readReadMap(storage: Pick<Storage, 'getItem'>): ReadMap {
  return parseReadMap(storage.getItem(READ_KEY));
}

/** Marks stories read in this browser and tells the page (and the account sync). */
export function markRead(keys: string[], at = Date.now()): void {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return;
  }
  const before = readReadMap(storage);
  const fresh = keys.filter((key) => !(key in before));
  if (fresh.length === 0) return;
  storage.setItem(READ_KEY, JSON.stringify(withRead(before, Object.fromEntries(fresh.map((key) => [key, at])))));
  window.dispatchEvent(new CustomEvent(READ_CHANGED_EVENT, { detail: { keys: fresh } }));
}
