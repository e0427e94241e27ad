import { act, screen, waitFor } from '@testing-library/react';
import { LiveUpdates } from '@/components/news/live-updates';
import { LivePill } from '@/components/news/live-view';
import { liveCode } from '@/lib/live/live-code';
import { renderWithMessages } from '../../helpers/render-with-messages';

/** The tab's title with live updates (issue 27): the count in front while stories wait, the page's own title otherwise. */
describe('LiveUpdates and the tab title', () => {
  const view = (waitingCount: number) => <LivePill waitingCount={waitingCount} arrived={null} onShowWaiting={() => undefined} />;

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

describe('LiveUpdates before and after the feed’s first check (issue 28)', () => {
  it('holds the empty live region from the first render; its text and the button come after the check’s code, in the same region', async () => {
    const arrived = { count: 2, isShown: false, at: 1 };
    const { rerender } = renderWithMessages(<LiveUpdates waitingCount={2} arrived={arrived} onShowWaiting={() => undefined} />, 'hi');
    const region = screen.getByTestId('live-announcement');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByTestId('new-stories')).toBeNull();
    // The feed's first check brings its code (lib/live/use-live-stories.ts); the view follows it.
    await act(async () => void (await liveCode.load()));
    await waitFor(() => expect(screen.getByTestId('new-stories')).toHaveTextContent('2 नई ख़बरें'));
    expect(screen.getByTestId('live-announcement')).toBe(region);
    expect(region).not.toBeEmptyDOMElement();
    rerender(<LiveUpdates waitingCount={0} arrived={null} onShowWaiting={() => undefined} />);
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByTestId('new-stories')).toBeNull();
  });
});
