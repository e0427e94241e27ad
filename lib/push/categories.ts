import { ADMIN_NEWS_CATEGORIES } from '@/lib/categories';

/**
 * What a reader can ask alerts for: the newsroom's categories, and `general` for every breaking
 * story of the language (Top stories). Free of zod and server code: the opt-in button uses it.
 */
export const PUSH_CATEGORIES = ['general', ...ADMIN_NEWS_CATEGORIES] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

export function isPushCategory(value: string): value is PushCategory {
  return (PUSH_CATEGORIES as readonly string[]).includes(value);
}
