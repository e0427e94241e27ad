import type { Category, Locale } from '@/lib/categories';

/** A suggested topic of the mobile navigation panel (SPEC §3 "Topic"): its English name, route and picture. */
export type Topic = { english: string; category: Category; imageUrl: string };

/**
 * SPEC §2 leaves the full list open; these are the feed's topics with a route of their own.
 * National links to India's feed: SPEC shows National as India and routes national like general.
 */
export const SUGGESTED_TOPICS: readonly Topic[] = [
  { english: 'National', category: 'india', imageUrl: '/images/topics/india.svg' },
  { english: 'Business', category: 'business', imageUrl: '/images/topics/business.svg' },
  { english: 'International', category: 'international', imageUrl: '/images/topics/international.svg' },
  { english: 'Stocks', category: 'stocks', imageUrl: '/images/topics/stocks.svg' },
  { english: 'Technology', category: 'technology', imageUrl: '/images/topics/technology.svg' },
  { english: 'Sports', category: 'sports', imageUrl: '/images/topics/sports.svg' },
  { english: 'Entertainment', category: 'entertainment', imageUrl: '/images/topics/entertainment.svg' },
  { english: 'Science', category: 'science', imageUrl: '/images/topics/science.svg' },
  { english: 'Health', category: 'health', imageUrl: '/images/topics/health.svg' },
  { english: 'Automobile', category: 'automobile', imageUrl: '/images/topics/automobile.svg' },
];

/** The topics a language shows: National (shown as India) is omitted in Hindi (SPEC §2). */
export function topicsFor(locale: Locale): Topic[] {
  return SUGGESTED_TOPICS.filter((topic) => !(locale === 'hi' && topic.english === 'National'));
}
