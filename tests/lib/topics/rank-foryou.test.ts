import type { FeedArticle } from '@/lib/news/article';
import { rankForYou } from '@/lib/topics/rank-foryou';
import { cleanTopicChoices, mergeTopicChoices, NO_TOPICS } from '@/lib/topics/topics';
import { parseTopics, topicsCookieValue } from '@/lib/topics/topics-store';

const story = (title: string, hoursAgo: number, extra: Partial<FeedArticle> = {}): FeedArticle => ({
  title,
  description: '',
  url: `https://news.example/${encodeURIComponent(title)}`,
  publishedAt: new Date(Date.UTC(2026, 10, 25, 12) - hoursAgo * 3_600_000).toISOString(),
  source: { name: 'Wire' },
  isCustom: false,
  category: 'general',
  ...extra,
});

const titles = (items: { article: FeedArticle }[]) => items.map((item) => item.article.title);

describe('rankForYou', () => {
  const general = [story('Top 1', 1), story('Top 2', 2), story('Top 3', 3), story('General old', 9), story('General new', 0.5)];

  it('keeps Top stories the same for everyone, then followed categories first, newest first, then the rest', () => {
    const page = rankForYou({
      general,
      followed: { stocks: [story('Stocks old', 8), story('Stocks new', 4)], sports: [story('Sports', 6)] },
      choices: { ...NO_TOPICS, followed: ['stocks', 'sports'] },
      readKeys: new Set(),
    });
    expect(titles(page.top.map((article) => ({ article })))).toEqual(['Top 1', 'Top 2', 'Top 3']);
    expect(titles(page.items)).toEqual(['Stocks new', 'Sports', 'Stocks old', 'General new', 'General old']);
    expect(page.items.map((item) => item.article.category)).toEqual(['stocks', 'sports', 'stocks', 'general', 'general']);
    // A reader who follows nothing gets the same Top stories.
    expect(rankForYou({ general, followed: {}, choices: NO_TOPICS, readKeys: new Set() }).top).toEqual(page.top);
  });

  it('puts read stories last and "less like this" categories after the others, drops hidden sources, shows each story once', () => {
    const own = story('Own story', 2, { isCustom: true, uniqueId: 'a1', source: { name: 'Stocks News' } });
    const page = rankForYou({
      general: [...general.slice(0, 3), { ...own, category: 'general' }],
      followed: {
        stocks: [own, story('Read stocks', 1), story('Gossip', 0.2, { source: { name: 'Daily Gossip' } })],
        cryptocurrencies: [story('Token', 0.1)],
      },
      choices: { followed: ['stocks', 'cryptocurrencies'], hiddenSources: ['Daily Gossip'], lessLike: ['cryptocurrencies'] },
      readKeys: new Set(['url:https://news.example/Read%20stocks']),
    });
    expect(titles(page.items)).toEqual(['Own story', 'Token', 'Read stocks']);
    expect(page.items.map((item) => [item.isRead, item.isLess])).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);
  });
});

describe('the browser copy of the choices', () => {
  it('cleans what storage or a cookie holds: unknown categories, Top stories, duplicates and junk dropped', () => {
    expect(cleanTopicChoices({ followed: ['stocks', 'general', 'bookmarks', 'gossip', 'stocks', 3], hiddenSources: [' A ', '', 'x'.repeat(121)], lessLike: 'ipo' })).toEqual({ followed: ['stocks'], hiddenSources: ['A'], lessLike: [] });
    expect(parseTopics('{not json')).toEqual(NO_TOPICS);
    expect(mergeTopicChoices({ followed: ['ipo'], hiddenSources: ['A'], lessLike: [] }, { followed: ['stocks', 'ipo'], hiddenSources: ['B'], lessLike: ['power'] })).toEqual({ followed: ['ipo', 'stocks'], hiddenSources: ['A', 'B'], lessLike: ['power'] });
  });

  it('the cookie fits in 3,000 bytes, dropping the oldest hidden sources first, and reads back', () => {
    const many = Array.from({ length: 100 }, (_, i) => `सोर्स नंबर ${i} ${'x'.repeat(20)}`);
    const value = topicsCookieValue({ followed: ['stocks'], hiddenSources: many, lessLike: ['ipo'] });
    expect(value.length).toBeLessThanOrEqual(3000);
    const back = parseTopics(decodeURIComponent(value));
    expect(back.followed).toEqual(['stocks']);
    expect(back.lessLike).toEqual(['ipo']);
    expect(back.hiddenSources.at(-1)).toBe(many.at(-1));
    expect(back.hiddenSources.length).toBeLessThan(100);
  });
});
