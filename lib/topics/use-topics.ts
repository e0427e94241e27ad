'use client';

import { useSyncExternalStore } from 'react';
import { onTopicsChange, TOPICS_KEY } from './topics-store';
import { parseTopics } from './topics-store';
import type { TopicChoices } from './topics';

const raw = () => {
  try {
    return window.localStorage.getItem(TOPICS_KEY) ?? '';
  } catch {
    return '';
  }
};
const serverRaw = () => null;

/** The reader's choices, live; null while rendering on the server and hydrating (the page is the same for everyone). */
export function useTopics(): TopicChoices | null {
  const value = useSyncExternalStore(onTopicsChange, raw, serverRaw);
  return value === null ? null : parseTopics(value);
}
