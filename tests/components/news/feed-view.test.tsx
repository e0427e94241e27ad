import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookmarksView } from '@/components/news/bookmarks-view';
import { FeedView } from '@/components/news/feed-view';
import type { FeedArticle, FeedPage } from '@/lib/news/article';
import { renderWithMessages } from '../../helpers/render-with-messages';


const article = (title: string, isCustom: boolean): FeedArticle => ({
  title,
  description: `About ${title}`,
  url: `https://news.test/${encodeURIComponent(title)}`,
  publishedAt: '2026-01-01T00:00:00.000Z',
  source: { name: isCustom ? 'Desk' : 'Wire' },
  isCustom,
  category: 'general',
});

const apiPage = (page: number, count: number): FeedArticle[] => Array.from({ length: count }, (_, i) => article(`api p${page} #${i + 1}`, false));

function initial(custom: number, api: number, total: number): FeedPage {
  return { articles: [...Array.from({ length: custom }, (_, i) => article(`own #${i + 1}`, true)), ...apiPage(1, api)], total, customCount: custom, page: 1 };
}

const cards = () => screen.queryAllByTestId('news-card');
let fetchMock: jest.Mock;

beforeEach(() => {
  window.localStorage.clear();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function respondWith(page: FeedPage) {
  fetchMock.mockResolvedValueOnce({ ok: true, json: async () => page } as Response);
}

describe('FeedView', () => {
  it('shows the server page, the filter counts, and Admin News filters to the site\'s own', async () => {
    const user = userEvent.setup();
    renderWithMessages(<FeedView locale="en" category="general" device="desktop" initial={initial(3, 10, 30)} isCustomOnly={false} />);
    expect(cards()).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'All News (13)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Admin News (3)' }));
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All News (13)' }));
    expect(cards()).toHaveLength(13);
    expect(screen.queryByTestId('feed-spinner')).toBeNull();
  });

  it('Load More asks for the next page, appends it and goes at the total', async () => {
    const user = userEvent.setup();
    renderWithMessages(<FeedView locale="hi" category="sports" device="desktop" initial={initial(0, 10, 25)} isCustomOnly={false} />, 'hi');
    expect(screen.getByRole('button', { name: 'एडमिन समाचार (0)' })).toBeDisabled();

    respondWith({ articles: apiPage(2, 10), total: 25, customCount: 0, page: 2 });
    await user.click(screen.getByRole('button', { name: 'और समाचार लोड करें' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/feed/sports?lang=hi&page=2', expect.anything());
    expect(cards()[10]).toHaveTextContent('api p2 #1');

    respondWith({ articles: apiPage(3, 5), total: 25, customCount: 0, page: 3 });
    await user.click(screen.getByRole('button', { name: 'और समाचार लोड करें' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/feed/sports?lang=hi&page=3', expect.anything());
    expect(screen.queryByRole('button', { name: 'और समाचार लोड करें' })).toBeNull();
  });

  it('shows the spinner while loading and the network error when the load fails', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    renderWithMessages(<FeedView locale="en" category="sports" device="desktop" initial={initial(0, 10, 25)} isCustomOnly={false} />);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByTestId('feed-spinner')).toBeInTheDocument();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your internet connection and try again');
    expect(screen.queryByTestId('feed-spinner')).toBeNull();
    expect(cards()).toHaveLength(10);
  });

  it('on a failed paged URL (/page/3), Try again asks for page 3 again, not page 4', async () => {
    const user = userEvent.setup();
    renderWithMessages(<FeedView locale="en" category="sports" device="desktop" initial={{ articles: [], total: 25, customCount: 0, page: 3, failed: true }} isCustomOnly={false} />);
    expect(screen.getByTestId('feed-error')).toHaveTextContent('Check your internet connection and try again');

    respondWith({ articles: apiPage(3, 5), total: 25, customCount: 0, page: 3 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/feed/sports?lang=en&page=3', expect.anything());
    expect(cards()[0]).toHaveTextContent('api p3 #1');
    expect(screen.queryByTestId('feed-error')).toBeNull();
  });

  it('a Load More page that came back in part (own stories, no headlines) is asked for again and replaced, not skipped or doubled', async () => {
    const user = userEvent.setup();
    renderWithMessages(<FeedView locale="en" category="sports" device="desktop" initial={initial(0, 10, 25)} isCustomOnly={false} />);
    const own = article('own on page 2', true);
    respondWith({ articles: [own], total: 25, customCount: 1, page: 2, failed: true });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByTestId('feed-error')).toBeInTheDocument();
    expect(cards()).toHaveLength(11);

    respondWith({ articles: [own, ...apiPage(2, 10)], total: 25, customCount: 1, page: 2 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(21));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/feed/sports?lang=en&page=2', expect.anything());
    expect(cards().filter((card) => card.textContent?.includes('own on page 2'))).toHaveLength(1);
  });

  it('has no Load More when every page is there', () => {
    renderWithMessages(<FeedView locale="en" category="sports" device="desktop" initial={initial(0, 10, 10)} isCustomOnly={false} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('custom-only categories have no filters and no Load More', () => {
    renderWithMessages(<FeedView locale="en" category="stocks" device="desktop" initial={{ ...initial(4, 0, 4) }} isCustomOnly />);
    expect(cards()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /All News/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Admin News/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('says no news are available, with Load News to the top stories', () => {
    renderWithMessages(<FeedView locale="hi" category="science" device="desktop" initial={initial(0, 0, 0)} isCustomOnly={false} />, 'hi');
    expect(screen.getByTestId('feed-empty')).toHaveTextContent('कोई समाचार उपलब्ध नहीं है');
    expect(screen.getByRole('link', { name: 'समाचार लोड करें' })).toHaveAttribute('href', '/hi/general');
  });

  it('bookmarks a card with a message; the bookmarks page then shows it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithMessages(<FeedView locale="en" category="general" device="desktop" initial={initial(1, 1, 1)} isCustomOnly={false} />);
    await user.click(screen.getByRole('button', { name: 'Bookmark: api p1 #1' }));
    expect(screen.getByTestId('bookmark-message')).toHaveTextContent('News Bookmarked');
    expect(screen.getByRole('button', { name: 'Bookmarked: api p1 #1' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    renderWithMessages(<BookmarksView locale="en" device="desktop" />);
    expect(screen.getByTestId('feed-spinner')).toBeInTheDocument();
    expect(await screen.findByTestId('news-card')).toHaveTextContent('api p1 #1');
    await user.click(screen.getByRole('button', { name: 'Bookmarked: api p1 #1' }));
    expect(screen.getByTestId('bookmark-message')).toHaveTextContent('Bookmark Removed');
    expect(screen.getByTestId('feed-empty')).toBeInTheDocument();
  });
});
