import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { ArticleCard } from '@/components/news/article-card';
import { ReaderSettings } from '@/components/reader/reader-settings';
import { SearchBox } from '@/components/search/search-box';
import { FollowButton } from '@/components/topics/follow-button';
import { pickMessages, SHELL_NAMESPACES } from '@/i18n/pick-messages';
import { MessagesProvider } from '@/lib/i18n/messages-context';
import { compiledMessagesFor, messagesFor, type TestLocale } from '../helpers/render-with-messages';
import { ownStory } from '../helpers/sample-story';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/general' }));
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));

/**
 * Issue 28: every page's HTML carries only part of the `reader` texts (i18n/pick-messages.ts). The
 * shell's client islands must find every text they say in that part alone — a key left out would
 * show its name to a reader.
 */
const story = ownStory();

function renderWith(namespaces: readonly string[], locale: TestLocale, ui: ReactElement) {
  const missing: string[] = [];
  const view = render(
    <MessagesProvider locale={locale} timeZone="Asia/Kolkata" messages={pickMessages(compiledMessagesFor(locale), namespaces)} onError={(error) => missing.push(error)}>
      {ui}
    </MessagesProvider>,
  );
  return { view, missing };
}

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'shortnews_topics=; Path=/; Max-Age=0';
});

describe.each(['en', 'hi'] as const)('the shell messages (%s)', (locale) => {
  const shellAndFeed = [...SHELL_NAMESPACES, 'feed'];

  it('say everything the header, its menu, search box and reading settings say', async () => {
    const { missing } = renderWith(SHELL_NAMESPACES, locale, <><SiteHeader locale={locale} device="desktop" siteName="ShortNews" /><SearchBox locale={locale} landmark="page" /><ReaderSettings /></>);
    await userEvent.click(screen.getAllByRole('button')[0]);
    expect(missing).toEqual([]);
  });

  it.each(['desktop', 'mobile'] as const)('say everything a %s card says: share, listen, read mark, follow', async (variant) => {
    const { missing } = renderWith(shellAndFeed, locale, <><ArticleCard article={story} locale={locale} variant={variant} isCaughtUp /><FollowButton category="stocks" /></>);
    await userEvent.click(screen.getByTestId('share-button'));
    await userEvent.click(screen.getByRole('button', { name: /Stocks|शेयर बाज़ार/ }));
    await act(async () => undefined);
    expect(missing).toEqual([]);
  });

  it('leave out what only a route or the server says: the story page, the search results, breaking alerts, For you', () => {
    const reader = (pickMessages(messagesFor(locale), SHELL_NAMESPACES) as { reader: Record<string, Record<string, unknown>> }).reader;
    expect(Object.keys(reader)).not.toEqual(expect.arrayContaining(['story']));
    expect(Object.keys(reader)).not.toEqual(expect.arrayContaining(['push']));
    expect(Object.keys(reader.search).sort()).toEqual(['label', 'pageLandmark', 'placeholder', 'siteLandmark', 'submit']);
    expect(Object.keys(reader.topics).sort()).toEqual(['follow', 'followShort', 'followed', 'followingShort', 'unfollowed']);
  });
});
