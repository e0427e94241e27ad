import type { FeedArticle } from '@/lib/news/article';

/** One of the newsroom's own stories as a feed card gets it (no picture); tests change what they need. */
export function ownStory(overrides: Partial<FeedArticle> = {}): FeedArticle {
  return {
    title: 'Rupee firms against the dollar',
    description: 'The rupee rose 12 paise.',
    url: 'https://wire.test/rupee',
    publishedAt: '2026-11-23T09:05:00.000Z',
    photo: null,
    source: { name: 'Banking News' },
    isCustom: true,
    category: 'banking',
    uniqueId: '0b6f6a44-5c4f-4a51-9a3e-2d5f8a0c1e11',
    ...overrides,
  };
}
