import { fireEvent, screen, within } from '@testing-library/react';
import { ArticleCard } from '@/components/news/article-card';
import type { FeedArticle } from '@/lib/news/article';
import { READ_KEY } from '@/lib/read-state/read-store';
import { renderWithMessages } from '../../helpers/render-with-messages';

const story: FeedArticle = {
  title: 'Rupee firms against the dollar',
  description: 'The rupee rose 12 paise.',
  url: 'https://wire.test/rupee',
  publishedAt: '2026-11-23T09:05:00.000Z',
  source: { name: 'Wire' },
  isCustom: false,
  category: 'general',
};

beforeEach(() => window.localStorage.clear());

describe('read marks on cards', () => {
  it('an opened story is marked read', () => {
    renderWithMessages(<ArticleCard article={story} locale="en" variant="desktop" />);
    const card = screen.getByTestId('news-card');
    expect(card).toHaveAttribute('data-read', 'false');
    expect(within(card).queryByTestId('read-mark')).toBeNull();
    fireEvent.click(within(card).getByRole('link', { name: story.title }));
    expect(card).toHaveAttribute('data-read', 'true');
    expect(within(card).getByTestId('read-mark')).toHaveTextContent('Read');
    expect(Object.keys(JSON.parse(window.localStorage.getItem(READ_KEY)!))).toEqual(['url:https://wire.test/rupee']);
  });

  it('shows the read mark and the caught-up marker in Hindi', () => {
    window.localStorage.setItem(READ_KEY, JSON.stringify({ 'url:https://wire.test/rupee': 1 }));
    renderWithMessages(<ArticleCard article={story} locale="hi" variant="mobile" isCaughtUp />, 'hi');
    expect(screen.getByTestId('read-mark')).toHaveTextContent('पढ़ी गई');
    expect(screen.getByTestId('caught-up')).toHaveTextContent('आप सारी नई ख़बरें देख चुके हैं');
  });
});
