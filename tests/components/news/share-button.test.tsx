import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArticleCard } from '@/components/news/article-card';
import { renderWithMessages } from '../../helpers/render-with-messages';
import { ownStory } from '../../helpers/sample-story';

const own = ownStory({ url: '#' });

function setNavigator(props: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'share', { value: props.share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: props.writeText ? { writeText: props.writeText } : undefined, configurable: true, writable: true });
}

describe('Share on story cards', () => {
  afterEach(() => setNavigator({}));

  it('desktop: the title of one of our stories opens its page; Share copies its permalink', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const share = jest.fn().mockResolvedValue(undefined);
    // userEvent.setup() installs its own clipboard: ours goes in after it.
    const user = userEvent.setup();
    setNavigator({ writeText, share });
    renderWithMessages(<ArticleCard article={own} locale="hi" variant="desktop" />, 'hi');
    const card = screen.getByTestId('news-card');
    expect(within(card).getByRole('link', { name: own.title })).toHaveAttribute('href', `/hi/news/${own.uniqueId}`);
    await user.click(within(card).getByRole('button', { name: `शेयर करें: ${own.title}` }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/hi/news/${own.uniqueId}`);
    expect(share).not.toHaveBeenCalled();
    expect(within(card).getByTestId('share-status')).toHaveTextContent('लिंक कॉपी हो गया');
  });

  it('phone: Share opens the system share sheet with the permalink', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    setNavigator({ share, writeText });
    renderWithMessages(<ArticleCard article={own} locale="en" variant="mobile" />);
    await user.click(screen.getByTestId('share-button'));
    expect(share).toHaveBeenCalledWith({ title: own.title, url: `http://localhost/en/news/${own.uniqueId}` });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a headline is shared as its source link; with no clipboard the link is shown to copy by hand', async () => {
    const user = userEvent.setup();
    setNavigator({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    const headline = { ...own, isCustom: false, uniqueId: undefined, url: 'https://wire.test/story' };
    renderWithMessages(<ArticleCard article={headline} locale="en" variant="desktop" />);
    await user.click(screen.getByTestId('share-button'));
    expect(screen.getByTestId('share-status')).toHaveTextContent('Copy this link: https://wire.test/story');
  });

  it('a story with neither a page nor a link has no Share button', () => {
    renderWithMessages(<ArticleCard article={{ ...own, uniqueId: undefined }} locale="en" variant="desktop" />);
    expect(screen.queryByTestId('share-button')).toBeNull();
  });
});
