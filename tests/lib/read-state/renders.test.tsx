import '@testing-library/jest-dom';
import { act, render as renderTree, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { toggleBookmark, useBookmarkList } from '@/lib/bookmarks/use-bookmarks';
import type { FeedArticle } from '@/lib/news/article';
import { markRead, storyKey } from '@/lib/read-state/read-store';
import { useCaughtUpIndex } from '@/lib/read-state/use-read-state';

/**
 * What makes a list render again (issue 28: the phone reader is one client tree, every slide in it):
 * a card marked read during the visit does not move "You're all caught up", and a bookmark tapped
 * outside the bookmarks page changes nothing the reader shows — so neither renders the list again.
 * Counted with React's Profiler around a list component that uses the hooks as the readers do.
 */
const article = (n: number): FeedArticle => ({
  title: `Story ${n}`,
  description: '',
  url: `https://example.com/${n}`,
  publishedAt: '2026-11-20T10:00:00.000Z',
  source: { name: 'Desk' },
  isCustom: false,
  category: 'general',
});
const ARTICLES = [article(1), article(2), article(3)];

let renders = 0;
const render = (list: React.ReactElement) =>
  renderTree(
    <Profiler id="list" onRender={() => (renders += 1)}>
      {list}
    </Profiler>,
  );

function List({ bookmarksLive }: { bookmarksLive: boolean }) {
  const caughtUp = useCaughtUpIndex(ARTICLES);
  const bookmarks = useBookmarkList('en', bookmarksLive);
  return (
    <p data-testid="list">
      caught up at {caughtUp}, {bookmarks.length} bookmarked
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  renders = 0;
});

it('a story read during the visit does not render the list again; the marker stays where the last visit ended', () => {
  markRead([storyKey(ARTICLES[1])], Date.now() - 60_000);
  render(<List bookmarksLive={false} />);
  expect(screen.getByTestId('list')).toHaveTextContent('caught up at 1');
  const before = renders;
  act(() => markRead([storyKey(ARTICLES[0])]));
  act(() => markRead([storyKey(ARTICLES[2])]));
  expect(renders).toBe(before);
  expect(screen.getByTestId('list')).toHaveTextContent('caught up at 1');
});

it('a bookmark tapped outside the bookmarks page does not render the list again', () => {
  render(<List bookmarksLive={false} />);
  const before = renders;
  act(() => void toggleBookmark('en', ARTICLES[0]));
  expect(renders).toBe(before);
  expect(screen.getByTestId('list')).toHaveTextContent('0 bookmarked');
});

it('the bookmarks page follows every change', () => {
  render(<List bookmarksLive />);
  act(() => void toggleBookmark('en', ARTICLES[0]));
  expect(screen.getByTestId('list')).toHaveTextContent('1 bookmarked');
  act(() => void toggleBookmark('en', ARTICLES[1]));
  expect(screen.getByTestId('list')).toHaveTextContent('2 bookmarked');
});
