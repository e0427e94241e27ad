import { cleanTopicChoices, NO_TOPICS, type TopicChoices } from './topics';

/**
 * The browser's copy of the reader's For you choices (issue 27), client-safe and without zod.
 * Kept in local storage (`shortnews:topics`); signed in, components/topics/topics-sync.tsx keeps it
 * equal to the account's. A cookie (`shortnews_topics`) mirrors the followed and less-like
 * categories and as many hidden sources as fit, so /{lang}/foryou is rendered on the server for a
 * signed-out reader too; the cookie carries no identity and is read by that page only.
 */
export const TOPICS_KEY = 'shortnews:topics';
export const TOPICS_COOKIE = 'shortnews_topics';
export const TOPICS_CHANGED_EVENT = 'shortnews:topics';
/** Under every browser's 4 KB per cookie, with its name and attributes. */
const COOKIE_BUDGET = 3000;

/** What a change tells the account sync (detail of TOPICS_CHANGED_EVENT); none for a sync's own write. */
export type TopicsChange = { choices: TopicChoices };

export function parseTopics(raw: string | null | undefined): TopicChoices {
  if (!raw) return NO_TOPICS;
  try {
    return cleanTopicChoices(JSON.parse(raw));
  } catch {
    return NO_TOPICS;
  }
}

/** The cookie's value: the choices, hidden sources cut from the oldest end until it fits. */
export function topicsCookieValue(choices: TopicChoices): string {
  const hidden = [...choices.hiddenSources];
  for (;;) {
    const value = encodeURIComponent(JSON.stringify({ followed: choices.followed, lessLike: choices.lessLike, hiddenSources: hidden }));
    if (value.length <= COOKIE_BUDGET || hidden.length === 0) return value;
    hidden.shift();
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readTopics(): TopicChoices {
  return parseTopics(storage()?.getItem(TOPICS_KEY));
}

/** Written here, not by lib/http/cookie.ts (the server's cookies): that module would add 0.13 KB gzipped to every page's script. */
function writeCookie(choices: TopicChoices | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = choices
    ? `${TOPICS_COOKIE}=${topicsCookieValue(choices)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${TOPICS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Stores the choices; `fromSync` (the account's copy arriving) does not echo back to the account. */
export function writeTopics(choices: TopicChoices, options: { fromSync?: boolean } = {}): void {
  const clean = cleanTopicChoices(choices);
  storage()?.setItem(TOPICS_KEY, JSON.stringify(clean));
  writeCookie(clean);
  window.dispatchEvent(new CustomEvent<TopicsChange | undefined>(TOPICS_CHANGED_EVENT, { detail: options.fromSync ? undefined : { choices: clean } }));
}

/** Forgets the choices in this browser (sign-out: they belong to the account). */
export function clearTopics(): void {
  storage()?.removeItem(TOPICS_KEY);
  writeCookie(null);
  window.dispatchEvent(new CustomEvent(TOPICS_CHANGED_EVENT));
}

export function toggleFollow(category: string): boolean {
  const current = readTopics();
  const isFollowing = current.followed.includes(category);
  writeTopics({ ...current, followed: isFollowing ? current.followed.filter((c) => c !== category) : [...current.followed, category] });
  return !isFollowing;
}

export function setSourceHidden(source: string, isHidden: boolean): void {
  const current = readTopics();
  const rest = current.hiddenSources.filter((name) => name !== source);
  writeTopics({ ...current, hiddenSources: isHidden ? [...rest, source] : rest });
}

export function setLessLike(category: string, isLess: boolean): void {
  const current = readTopics();
  const rest = current.lessLike.filter((c) => c !== category);
  writeTopics({ ...current, lessLike: isLess ? [...rest, category] : rest });
}

export function onTopicsChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOPICS_KEY || event.key === null) listener();
  };
  window.addEventListener(TOPICS_CHANGED_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TOPICS_CHANGED_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
