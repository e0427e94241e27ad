import { act, renderHook } from '@testing-library/react';
import { BOOKMARK_KEYS, parseBookmarks, readBookmarks, toggleBookmark } from '@/lib/bookmarks/bookmarks-store';
import { BOOKMARK_MESSAGE_MS, useBookmarks } from '@/lib/bookmarks/use-bookmarks';
import type { FeedArticle } from '@/lib/news/article';

const article = (title: string, extra: Partial<FeedArticle> = {}): FeedArticle => ({
  title,
  description: 'd',
  url: `https://a.test/${title}`,
  publishedAt: '2026-01-01T00:00:00.000Z',
  source: { name: 'S' },
  isCustom: false,
  category: 'sports',
  ...extra,
});

beforeEach(() => window.localStorage.clear());

describe('bookmarks store', () => {
  it('keeps English and Hindi bookmarks under their own keys', () => {
    expect(BOOKMARK_KEYS).toEqual({ en: 'bookmarksEnglish', hi: 'bookmarksHindi' });
    expect(toggleBookmark(window.localStorage, 'en', article('One'))).toBe('added');
    expect(toggleBookmark(window.localStorage, 'hi', article('दो'))).toBe('added');
    // Stored with when it was bookmarked (issue 16: a removal made later on another device wins).
    expect(JSON.parse(window.localStorage.getItem('bookmarksEnglish')!)).toEqual([{ ...article('One'), bookmarkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect(readBookmarks(window.localStorage, 'hi').map((item) => item.title)).toEqual(['दो']);
  });

  it('knows an article by its title: the same title toggles it off, whatever else differs', () => {
    toggleBookmark(window.localStorage, 'en', article('Same', { url: 'https://a.test/1' }));
    toggleBookmark(window.localStorage, 'en', article('Other'));
    expect(toggleBookmark(window.localStorage, 'en', article('Same', { url: 'https://b.test/2', description: 'changed' }))).toBe('removed');
    expect(readBookmarks(window.localStorage, 'en').map((item) => item.title)).toEqual(['Other']);
  });

  it('reads unreadable storage as no bookmarks', () => {
    expect(parseBookmarks(null)).toEqual([]);
    expect(parseBookmarks('{not json')).toEqual([]);
    expect(parseBookmarks('{"title":"x"}')).toEqual([]);
    expect(parseBookmarks('[{"title":"ok"},42,null,{"nope":1}]')).toEqual([{ title: 'ok' }]);
  });
});

describe('useBookmarks', () => {
  afterEach(() => jest.useRealTimers());

  it('toggles, shares the list between hook instances and shows the message for 3 seconds', () => {
    jest.useFakeTimers();
    const first = renderHook(() => useBookmarks('en'));
    const second = renderHook(() => useBookmarks('en'));
    const hindi = renderHook(() => useBookmarks('hi'));

    act(() => {
      expect(first.result.current.toggle(article('Story'))).toBe('added');
    });
    expect(first.result.current.message).toBe('added');
    expect(second.result.current.isBookmarked('Story')).toBe(true);
    expect(second.result.current.bookmarks.map((item) => item.title)).toEqual(['Story']);
    expect(hindi.result.current.bookmarks).toEqual([]);

    act(() => jest.advanceTimersByTime(BOOKMARK_MESSAGE_MS - 1));
    expect(first.result.current.message).toBe('added');
    act(() => jest.advanceTimersByTime(1));
    expect(first.result.current.message).toBeNull();

    act(() => {
      expect(second.result.current.toggle(article('Story'))).toBe('removed');
    });
    expect(second.result.current.message).toBe('removed');
    expect(first.result.current.isBookmarked('Story')).toBe(false);
    expect(BOOKMARK_MESSAGE_MS).toBe(3000);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useBookmarks('hi'));
    act(() => {
      window.localStorage.setItem('bookmarksHindi', JSON.stringify([article('बाहर से')]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'bookmarksHindi' }));
    });
    expect(result.current.bookmarks.map((item) => item.title)).toEqual(['बाहर से']);
  });
});
