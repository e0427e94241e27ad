import 'server-only';
import type { Locale } from '@/lib/categories';
import { liveStart } from '@/lib/live/live-start';
import { getFeed } from '@/lib/news/feed';
import { rankForYou, type ForYouPage } from './rank-foryou';
import type { TopicChoices } from './topics';

/** At most this many followed categories are read for one page (each is a cached feed page). */
const MAX_FEEDS = 12;

/**
 * The For you page of one reader: page 1 of Top stories and of each followed category (the same
 * cached feed pages every reader gets, D15), ranked by lib/topics/rank-foryou.ts. `liveAfter`: the
 * newest own story of the general feed it was made from, where the page's live updates start (the
 * same for every reader at one time, so the poll is one cacheable URL).
 */
export async function getForYou(options: { locale: Locale; choices: TopicChoices; readKeys: ReadonlySet<string> }): Promise<ForYouPage & { failed: boolean; liveAfter: string }> {
  const { locale, choices, readKeys } = options;
  const categories = choices.followed.slice(0, MAX_FEEDS);
  const [general, ...pages] = await Promise.all([getFeed({ category: 'general', locale, page: 1 }), ...categories.map((category) => getFeed({ category, locale, page: 1 }))]);
  const followed = Object.fromEntries(categories.map((category, i) => [category, pages[i].articles]));
  return { ...rankForYou({ general: general.articles, followed, choices, readKeys }), liveAfter: liveStart(general.articles), failed: Boolean(general.failed) || pages.some((page) => page.failed) };
}
