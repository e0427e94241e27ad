import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleCard } from '@/components/news/article-card';
import { articleImage, PLACEHOLDER_IMAGE, type FeedArticle } from '@/lib/news/article';
import { renderWithMessages } from '../../helpers/render-with-messages';


const base: FeedArticle = {
  title: 'Markets rally on rate hopes',
  description: 'Shares rose across sectors.',
  url: 'https://news.test/markets',
  publishedAt: '2026-11-23T09:05:00.000Z',
  photo: null,
  urlToImage: 'https://img.test/wire.jpg',
  image: 'https://img.test/other.jpg',
  source: { name: 'Market Desk' },
  isCustom: false,
  category: 'business',
};

describe('ArticleCard', () => {
  it('desktop: the title links to the story; short, source, time, description and read more', () => {
    renderWithMessages(<ArticleCard article={base} locale="en" variant="desktop" />);
    const card = screen.getByTestId('news-card');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Markets rally on rate hopes');
    expect(within(card).getByRole('link', { name: 'Markets rally on rate hopes' })).toHaveAttribute('href', 'https://news.test/markets');
    expect(card).toHaveTextContent('short by Market Desk / 02:35 pm on Monday, 23 November, 2026');
    expect(card).toHaveTextContent('Shares rose across sectors.');
    expect(within(card).getByRole('link', { name: 'read more at Market Desk (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    expect(within(card).queryByText('Tap here')).toBeNull();
  });

  it('in Hindi: Hindi names of the day and month, Hindi labels', () => {
    renderWithMessages(<ArticleCard article={base} locale="hi" variant="desktop" />, 'hi');
    const card = screen.getByTestId('news-card');
    expect(within(card).getByTestId('card-time')).toHaveTextContent('सोमवार, 23 नवंबर 2026 को 02:35 pm');
    expect(within(card).getByTestId('card-source')).toHaveTextContent('Market Desk द्वारा');
    expect(card).toHaveTextContent('Market Desk पर और पढ़ें');
  });

  it('says Unknown Source when there is none, and does not link "#"', () => {
    renderWithMessages(<ArticleCard article={{ ...base, url: '#', source: { name: '' } }} locale="en" variant="desktop" />);
    const card = screen.getByTestId('news-card');
    expect(within(card).getByTestId('card-source')).toHaveTextContent('by Unknown Source');
    expect(card).toHaveTextContent('read more at Unknown Source');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('mobile: tapping the title toggles the bookmark; Tap here links to the full image; a Bookmark button', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    renderWithMessages(<ArticleCard article={base} locale="en" variant="mobile" />);
    const card = screen.getByTestId('news-card');
    await user.click(within(card).getByRole('button', { name: 'Markets rally on rate hopes' }));
    expect(JSON.parse(window.localStorage.getItem('bookmarksEnglish')!)).toEqual([expect.objectContaining(base)]);
    expect(within(card).getByRole('button', { name: 'Markets rally on rate hopes' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('link', { name: /full image of: Markets rally/ })).toHaveAttribute('href', 'https://img.test/wire.jpg');
    expect(within(card).getByRole('link', { name: /full image of/ })).toHaveTextContent('Tap here');
    await user.click(within(card).getByRole('button', { name: 'Bookmarked: Markets rally on rate hopes' }));
    expect(JSON.parse(window.localStorage.getItem('bookmarksEnglish')!)).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Bookmark: Markets rally on rate hopes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the bookmarked state with a Hindi label', () => {
    window.localStorage.setItem('bookmarksHindi', JSON.stringify([base]));
    renderWithMessages(<ArticleCard article={base} locale="hi" variant="mobile" />, 'hi');
    const button = screen.getByTestId('bookmark-button');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('बुकमार्क किया गया: Markets rally on rate hopes');
  });

  it('picks photo, then urlToImage, then image, then the placeholder', () => {
    expect(articleImage({ photo: '/uploads/a.webp', urlToImage: 'b', image: 'c' })).toBe('/uploads/a.webp');
    expect(articleImage({ photo: '', urlToImage: 'b', image: 'c' })).toBe('b');
    expect(articleImage({ photo: null, urlToImage: null, image: 'c' })).toBe('c');
    expect(articleImage({})).toBe(PLACEHOLDER_IMAGE);
  });

  it('replaces a broken image by the placeholder', () => {
    renderWithMessages(<ArticleCard article={base} locale="en" variant="desktop" />);
    const img = screen.getByTestId('card-image');
    expect(img).toHaveAttribute('src', 'https://img.test/wire.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('gives our own uploads a small variant, and the first card an eager, high-priority image', () => {
    const own = { ...base, photo: '/uploads/0123456789abcdef0123456789abcdef.webp' };
    renderWithMessages(<ArticleCard article={own} locale="en" variant="desktop" priority />);
    const img = screen.getByTestId('card-image');
    expect(img).toHaveAttribute('srcset', '/uploads/0123456789abcdef0123456789abcdef-sm.webp 640w, /uploads/0123456789abcdef0123456789abcdef.webp 1600w');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });
});
