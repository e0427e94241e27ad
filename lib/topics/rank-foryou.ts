import type { FeedArticle } from '@/lib/news/article';
import { storyKey } from '@/lib/read-state/read-store';
import type { TopicChoices } from './topics';

/** How many stories "Top stories" shows above For you: the same for every reader. */
export const TOP_STORIES = 3;
/** How many stories For you shows. */
export const FOR_YOU_SIZE = 30;

export type ForYouItem = { article: FeedArticle; key: string; isFollowed: boolean; isLess: boolean; isRead: boolean };
export type ForYouPage = { top: FeedArticle[]; items: ForYouItem[] };

function time(article: FeedArticle): number {
  const value = Date.parse(article.publishedAt);
  return Number.isNaN(value) ? 0 : value;
}

/**
 * The For you page (issue 27), pure so the rules are tested apart:
 * - "Top stories": the first TOP_STORIES of the Top stories feed, the newsroom's order, the same
 *   for everyone (nothing of the reader's changes it);
 * - then the stories of the followed categories and the rest of Top stories, each story once (the
 *   same own story in two categories, or in Top stories above, counts once), none from a hidden source;
 * - order: unread before read, then "less like this" categories after the others, then followed
 *   categories before the rest, newest first within each.
 */
export function rankForYou(options: { general: FeedArticle[]; followed: Record<string, FeedArticle[]>; choices: TopicChoices; readKeys: ReadonlySet<string> }): ForYouPage {
  const { general, followed, choices, readKeys } = options;
  const top = general.slice(0, TOP_STORIES);
  const seen = new Set(top.map(storyKey));
  const hidden = new Set(choices.hiddenSources);
  const less = new Set(choices.lessLike);
  const items: ForYouItem[] = [];
  const add = (article: FeedArticle, isFollowed: boolean) => {
    const key = storyKey(article);
    if (seen.has(key) || hidden.has(article.source?.name?.trim() ?? '')) return;
    seen.add(key);
    items.push({ article, key, isFollowed, isLess: less.has(article.category), isRead: readKeys.has(key) });
  };
  for (const category of choices.followed) for (const article of followed[category] ?? []) add({ ...article, category }, true);
  for (const article of general.slice(TOP_STORIES)) add(article, false);
  const rank = (item: ForYouItem) => [item.isRead ? 1 : 0, item.isLess ? 1 : 0, item.isFollowed ? 0 : 1];
  items.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
    return time(b.article) - time(a.article);
  });
  return { top, items: items.slice(0, FOR_YOU_SIZE) };
}
