'use client';

import { useSyncExternalStore } from 'react';
import { parseReadMap, READ_CHANGED_EVENT, READ_KEY, storyKey, type ReadMap } from './read-store';
import type { FeedArticle } from '@/lib/news/article';

const EMPTY: ReadMap = {};
let cache: { raw: string | null; map: ReadMap } = { raw: null, map: EMPTY };

function snapshot(): ReadMap {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(READ_KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cache.raw) cache = { raw, map: parseReadMap(raw) };
  return cache.map;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(READ_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(READ_CHANGED_EVENT, onChange);
  };
}

/** The stories read so far (live: a card marks itself as soon as it is read). Empty on the server. */
export function useReadMap(): ReadMap {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** When this page load began: stories read before it count as "seen" for the caught-up marker. */
const VISIT_STARTED_AT = Date.now();

/**
 * Where "You're all caught up" goes: the first story already read before this visit (stories read
 * during it do not move the marker). -1 when there is none.
 */
export function useCaughtUpIndex(articles: Pick<FeedArticle, 'uniqueId' | 'url' | 'title'>[]): number {
  // A number as the snapshot: a story read during the visit changes the map, not the index, so the
  // list (the whole phone reader) does not render again each time a card is marked read (issue 28).
  return useSyncExternalStore(
    subscribe,
    () => {
      const read = snapshot();
      return articles.findIndex((article) => (read[storyKey(article)] ?? Infinity) < VISIT_STARTED_AT);
    },
    () => -1,
  );
}
