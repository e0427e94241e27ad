'use client';

import { useSyncExternalStore } from 'react';

/**
 * The mobile header's visibility and the "back to the first article" request, shared by the header
 * (in the shell layout) and the mobile feed (in the page) without a provider around both: one small
 * store per browser tab. SPEC §4: swiping forward hides the header, back shows it, a tap toggles it;
 * tapping the header title slides back to the first article.
 */
let hidden = false;
const visibilityListeners = new Set<() => void>();
const firstArticleListeners = new Set<() => void>();

export function isHeaderHidden(): boolean {
  return hidden;
}

export function setHeaderHidden(value: boolean): void {
  if (hidden === value) return;
  hidden = value;
  visibilityListeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  visibilityListeners.add(listener);
  return () => visibilityListeners.delete(listener);
}

/** Whether the header is slid away (always false on the server). */
export function useHeaderHidden(): boolean {
  return useSyncExternalStore(subscribe, isHeaderHidden, () => false);
}

/** Asks the mobile feed (if one is on the page) to slide back to its first article. */
export function requestFirstArticle(): void {
  firstArticleListeners.forEach((listener) => listener());
}

export function onFirstArticleRequest(listener: () => void): () => void {
  firstArticleListeners.add(listener);
  return () => {
    firstArticleListeners.delete(listener);
  };
}
