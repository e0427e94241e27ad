import { act } from '@testing-library/react';
import { LiveUpdates } from '@/components/news/live-updates';
import { renderWithMessages } from '../../helpers/render-with-messages';

/** The tab's title with live updates (issue 27): the count in front while stories wait, the page's own title otherwise. */
describe('LiveUpdates and the tab title', () => {
  const view = (waitingCount: number) => <LiveUpdates waitingCount={waitingCount} arrived={null} onShowWaiting={() => undefined} />;

  it('puts the count of waiting stories in front of the title and takes it away when they are shown', () => {
    document.title = 'For you | ShortNews';
    const { rerender, getByTestId } = renderWithMessages(view(0));
    expect(document.title).toBe('For you | ShortNews');
    rerender(view(3));
    expect(document.title).toBe('(3) For you | ShortNews');
    expect(getByTestId('new-stories')).toHaveTextContent('3 new stories');
    rerender(view(4));
    expect(document.title).toBe('(4) For you | ShortNews');
    rerender(view(0));
    expect(document.title).toBe('For you | ShortNews');
  });

  it('keeps a title that arrives after the page is on screen (a dynamic page streams its metadata)', () => {
    document.title = '';
    const { rerender, unmount } = renderWithMessages(view(0));
    // The page's title comes in later.
    act(() => {
      document.title = 'आपके लिए | ShortNews';
    });
    rerender(view(1));
    expect(document.title).toBe('(1) आपके लिए | ShortNews');
    unmount();
    expect(document.title).toBe('आपके लिए | ShortNews');
  });
});
