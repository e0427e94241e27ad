import { VALID_CATEGORIES, type Category } from '@/lib/categories';

/**
 * What a reader's "For you" feed is made of (issue 27). Client-safe and free of zod (the follow
 * buttons use it on every page).
 * - `followed`: categories whose stories come first in For you (every category but Top stories
 *   itself and Bookmarks);
 * - `hiddenSources`: source names ("Hide stories from …") whose stories For you never shows;
 * - `lessLike`: categories ("Less like this") whose stories come after all others.
 */
export const FOLLOWABLE_CATEGORIES = VALID_CATEGORIES.filter((category) => category !== 'general' && category !== 'bookmarks') as Exclude<Category, 'general' | 'bookmarks'>[];
export type FollowableCategory = (typeof FOLLOWABLE_CATEGORIES)[number];

export const MAX_HIDDEN_SOURCES = 100;
export const MAX_SOURCE_NAME = 120;

export type TopicChoices = { followed: string[]; hiddenSources: string[]; lessLike: string[] };
export const NO_TOPICS: TopicChoices = { followed: [], hiddenSources: [], lessLike: [] };

export function isFollowable(value: string): value is FollowableCategory {
  return (FOLLOWABLE_CATEGORIES as readonly string[]).includes(value);
}

/** Any value → valid choices (unknown categories, duplicates and overlong names dropped): for what a browser or a cookie holds. */
export function cleanTopicChoices(value: unknown): TopicChoices {
  const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    followed: unique(strings(object.followed).filter(isFollowable)),
    hiddenSources: unique(strings(object.hiddenSources).map((name) => name.trim()).filter((name) => name.length > 0 && name.length <= MAX_SOURCE_NAME)).slice(0, MAX_HIDDEN_SOURCES),
    lessLike: unique(strings(object.lessLike).filter(isFollowable)),
  };
}

/** The union of two sets of choices (the sign-in merge: nothing followed or hidden on either side is lost). */
export function mergeTopicChoices(a: TopicChoices, b: TopicChoices): TopicChoices {
  return cleanTopicChoices({ followed: [...a.followed, ...b.followed], hiddenSources: [...a.hiddenSources, ...b.hiddenSources], lessLike: [...a.lessLike, ...b.lessLike] });
}
