import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MobileFeed } from '@/components/mobile/mobile-feed';
import { isHeaderHidden, requestFirstArticle, setHeaderHidden } from '@/components/mobile/header-visibility';
import type { FeedArticle } from '@/lib/news/article';
import { renderWithMessages } from '../../helpers/render-with-messages';

jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/en/stocks' }));
// Watched, not replaced: the feed's calls go through to the island's own wantPanel.
const mockWantPanel = jest.fn();
jest.mock('@/components/mobile/panel-island', () => {
  const island = jest.requireActual<typeof import('@/components/mobile/panel-island')>('@/components/mobile/panel-island');
  return {
    ...island,
    wantPanel: () => {
      mockWantPanel();
      island.wantPanel();
    },
  };
});

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
    <MobileFeed locale="en" category="stocks" initial={{ articles: Array.from({ length: count }, (_, i) => article(i + 1)), total: count, customCount: count, page: 1 }} />,
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
      <MobileFeed locale="hi" category="general" initial={{ articles: [article(1), article(2), article(3)], total: 25, customCount: 3, page: 1 }} />,
      'hi',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('ख़बर 2 / 5')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/feed/general?lang=hi&page=2', expect.anything());
    expect(screen.getAllByTestId('mobile-card')).toHaveLength(5);
  });

  it('renders full cards only near the article on screen; farther slides hold just the title link', async () => {
    await renderFeed(12);
    const slides = () => screen.getAllByTestId('mobile-card');
    expect(slides()).toHaveLength(12);
    const fullCards = () => slides().filter((slide) => slide.querySelector('[data-testid="news-card"]') !== null).map((slide) => slides().indexOf(slide));
    expect(fullCards()).toEqual([0, 1, 2]);
    expect(slides()[7].querySelector('a')).toHaveAttribute('href', 'https://example.com/8');
    expect(slides()[7]).toHaveTextContent('Story number 8');
    for (let i = 0; i < 6; i += 1) fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('Article 7 of 12')).toBeInTheDocument();
    expect(fullCards()).toEqual([4, 5, 6, 7, 8]);
  });

  it('a custom-only category with more stories than its first page swipes on into the next page', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ articles: [article(11), article(12)], total: 12, customCount: 2, page: 2 }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await renderWithMessages(<MobileFeed locale="en" category="stocks" initial={{ articles: Array.from({ length: 10 }, (_, i) => article(i + 1)), total: 12, customCount: 10, page: 1 }} />);
    for (let i = 0; i < 8; i += 1) fireEvent.keyDown(window, { key: 'j' });
    expect(await screen.findByText('Article 9 of 12')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/feed/stocks?lang=en&page=2', expect.anything());
  });

  it('a custom-only category whose stories fit one page never asks for more', async () => {
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

describe('MobileFeed filters (issue 12)', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn() as typeof window.scrollTo;
  });

  const headline = (n: number): FeedArticle => ({ ...article(n), title: `Wire story ${n}`, isCustom: false, uniqueId: undefined, category: 'sports', url: `https://wire.test/${n}` });

  it('All News / Admin News on a mixed feed: Admin News shows the own news only', async () => {
    renderWithMessages(<MobileFeed locale="en" category="sports" initial={{ articles: [article(1), headline(2), headline(3)], total: 30, customCount: 1, page: 1 }} />);
    expect(screen.getByTestId('filter-all')).toHaveTextContent('All News (3)');
    expect(screen.getByTestId('filter-all')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByTestId('filter-custom'));
    expect(screen.getByTestId('filter-custom')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('mobile-card')).toHaveLength(1);
    expect(exposedCards()[0]).toHaveTextContent('Story number 1');
    fireEvent.click(screen.getByTestId('filter-all'));
    expect(screen.getAllByTestId('mobile-card')).toHaveLength(3);
  });

  it('Admin News is disabled at 0; custom-only categories have no filters', () => {
    const { unmount } = renderWithMessages(<MobileFeed locale="hi" category="sports" initial={{ articles: [headline(1)], total: 30, customCount: 0, page: 1 }} />, 'hi');
    expect(screen.getByTestId('filter-custom')).toBeDisabled();
    expect(screen.getByTestId('filter-custom')).toHaveTextContent('एडमिन समाचार (0)');
    unmount();
    renderWithMessages(<MobileFeed locale="en" category="stocks" initial={{ articles: [article(1)], total: 1, customCount: 1, page: 1 }} />);
    expect(screen.queryByTestId('filter-all')).not.toBeInTheDocument();
  });

  describe('the panel’s code and controls are asked for when the reader reaches for the panel (issue 28)', () => {
    // What wantPanel then does (the server's panel kept until the live one replaces it): panel-island.test.tsx.
    beforeEach(() => mockWantPanel.mockClear());

    /** A finger on the feed moving by (dx, dy): pointer events as jsdom can make them (no PointerEvent there). */
    function fingerDrag(target: Element, dx: number, dy: number) {
      const send = (type: string, x: number, y: number) => {
        const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
        Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: 'touch' } });
        act(() => {
          target.dispatchEvent(event);
        });
      };
      send('pointerdown', 200, 400);
      send('pointermove', 200 + dx / 2, 400 + dy / 2);
      send('pointermove', 200 + dx, 400 + dy);
    }

    it('not while the reader swipes the stories up and down', async () => {
      await renderFeed();
      fingerDrag(screen.getAllByTestId('mobile-card')[0], 0, -200);
      await act(async () => {});
      expect(mockWantPanel).not.toHaveBeenCalled();
    });

    it('a sideways drag begun asks, before the panel is on screen', async () => {
      await renderFeed();
      fingerDrag(screen.getAllByTestId('mobile-card')[0], 40, 0);
      expect(mockWantPanel).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Article 1 of 3')).toBeInTheDocument();
    });

    it('the panel’s button asks, and the panel comes with its controls', async () => {
      await renderFeed();
      fireEvent.click(screen.getByRole('button', { name: 'Open categories and topics' }));
      await act(async () => {});
      expect(mockWantPanel).toHaveBeenCalled();
      expect(await within(screen.getByTestId('mobile-panel')).findByRole('search')).toBeInTheDocument();
    });

    it('the ← key asks', async () => {
      await renderFeed();
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      await act(async () => {});
      expect(mockWantPanel).toHaveBeenCalled();
    });
  });
});
