import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { MobileFeed } from '@/components/mobile/mobile-feed';
import { isHeaderHidden, requestFirstArticle, setHeaderHidden } from '@/components/mobile/header-visibility';
import type { FeedArticle } from '@/lib/news/article';
import { renderWithMessages } from './render';

jest.mock('next-auth/react', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/en/stocks' }));

const article = (n: number): FeedArticle => ({
  title: `Story number ${n}`,
  description: `Description ${n}`,
  url: `https://example.com/${n}`,
  publishedAt: '2026-11-20T10:00:00.000Z',
  source: { name: 'Desk' },
  isCustom: true,
  category: 'stocks',
  uniqueId: `id-${n}`,
});

async function renderFeed(count = 3) {
  await renderWithMessages(
    <MobileFeed locale="en" category="stocks" initial={{ articles: Array.from({ length: count }, (_, i) => article(i + 1)), total: count, customCount: count, page: 1 }} isCustomOnly />,
  );
}

const exposedCards = () => screen.getAllByTestId('mobile-card').filter((card) => card.getAttribute('aria-hidden') !== 'true');

describe('MobileFeed', () => {
  beforeAll(() => {
    // jsdom has no scrolling; the feed scrolls to the top when it comes back on screen.
    window.scrollTo = jest.fn() as typeof window.scrollTo;
  });

  it('renders every card but exposes only the current one; the panel starts hidden and inert', async () => {
    await renderFeed();
    expect(screen.getAllByTestId('mobile-card')).toHaveLength(3);
    expect(exposedCards()).toHaveLength(1);
    expect(exposedCards()[0]).toHaveTextContent('Story number 1');
    const hidden = screen.getAllByTestId('mobile-card')[1];
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
    // Only the feed's own controls are reachable by role; the panel slide is aria-hidden.
    expect(screen.queryByRole('navigation', { name: 'Categories and topics' })).not.toBeInTheDocument();
    expect(screen.getByText('Article 1 of 3')).toBeInTheDocument();
  });

  it('the next key moves one article, hides the header, and the header title brings back the first', async () => {
    await renderFeed();
    act(() => setHeaderHidden(false));
    fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('Article 2 of 3')).toBeInTheDocument();
    expect(exposedCards()[0]).toHaveTextContent('Story number 2');
    expect(isHeaderHidden()).toBe(true);
    fireEvent.keyDown(window, { key: 'k' });
    expect(await screen.findByText('Article 1 of 3')).toBeInTheDocument();
    expect(isHeaderHidden()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Next article' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next article' }));
    expect(await screen.findByText('Article 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next article' })).toBeDisabled();
    act(() => requestFirstArticle());
    expect(await screen.findByText('Article 1 of 3')).toBeInTheDocument();
    expect(isHeaderHidden()).toBe(false);
  });

  it('near the end of the loaded articles it loads the next page through the JSON route and appends it', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ articles: [article(4), article(5)], total: 25, customCount: 0, page: 2 }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderWithMessages(
      <MobileFeed locale="hi" category="general" initial={{ articles: [article(1), article(2), article(3)], total: 25, customCount: 3, page: 1 }} isCustomOnly={false} />,
      'hi',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('ख़बर 2 / 5')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/feed/general?lang=hi&page=2', expect.anything());
    expect(screen.getAllByTestId('mobile-card')).toHaveLength(5);
  });

  it('a custom-only category never asks for more', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderFeed(3);
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('Article 3 of 3')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an empty feed shows the empty state with its Load News link', async () => {
    await renderFeed(0);
    expect(screen.getByTestId('feed-empty')).toHaveTextContent('No news are available');
    expect(screen.getByRole('link', { name: 'Load News' })).toHaveAttribute('href', '/en/general');
  });
});
