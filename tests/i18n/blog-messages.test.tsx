import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import BlogListError from '@/app/[locale]/[device]/blogs/(list)/error';
import BlogDetailError from '@/app/[locale]/[device]/blogs/[blogId]/error';
import { BlogFilters } from '@/components/blog/blog-filters';
import { ReadingProgress } from '@/components/blog/reading-progress';
import { SharePanel } from '@/components/blog/share-panel';
import { BLOG_LIST_CLIENT_MESSAGES, BLOG_POST_CLIENT_MESSAGES, pickMessages } from '@/i18n/pick-messages';
import { parseBlogQuery } from '@/lib/blogs/list';
import { MessagesProvider } from '@/lib/i18n/messages-context';
import { compiledMessagesFor, messagesFor, type TestLocale } from '../helpers/render-with-messages';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

/**
 * Issue 28: the blog list and a blog post each give their client islands only the texts those say
 * (app/[locale]/[device]/blogs/(list)/layout.tsx, [blogId]/layout.tsx). A key left out would show its
 * name to a reader, so every island is rendered here with its page's texts alone.
 */
function renderWith(names: readonly string[], locale: TestLocale, ui: ReactElement) {
  const missing: string[] = [];
  render(
    <MessagesProvider locale={locale} timeZone="Asia/Kolkata" messages={pickMessages(compiledMessagesFor(locale), names)} onError={(error) => missing.push(error)}>
      {ui}
    </MessagesProvider>,
  );
  return missing;
}

const detail = (locale: TestLocale) => (messagesFor(locale).blog as { detail: Record<string, string> }).detail;

function expectNothingMissing(missing: string[]) {
  expect(missing).toEqual([]);
}

const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
// The error views log the error they show.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

describe.each(['en', 'hi'] as const)('the blog pages\' client messages (%s)', (locale) => {
  it('the list\'s say everything its search, category and sort form and its error view say', async () => {
    const missing = renderWith(BLOG_LIST_CLIENT_MESSAGES, locale, <><BlogFilters action={`/${locale}/blogs`} query={parseBlogQuery({})} categories={['tax', 'law']} /><BlogListError error={new Error('down')} reset={() => undefined} /></>);
    expect(screen.getAllByRole('option').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('alert')).toHaveTextContent('down');
    expectNothingMissing(missing);
  });

  it('a post\'s say everything its share panel (copied and refused), reading progress and error view say', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied')) }, configurable: true });
    const missing = renderWith(BLOG_POST_CLIENT_MESSAGES, locale, <><SharePanel title="A post" /><ReadingProgress /><BlogDetailError error={new Error('down')} /></>);
    const copy = screen.getByRole('button', { name: detail(locale).copyLink });
    await userEvent.click(copy);
    expect(await screen.findByText(detail(locale).linkCopied)).toBeInTheDocument();
    await userEvent.click(copy);
    expect(await screen.findByText(detail(locale).copyFailed)).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(detail(locale).progress);
    expectNothingMissing(missing);
  });

  it('a post carries none of the list\'s texts, and neither page the other\'s, the editor\'s or the server-rendered ones', () => {
    const post = pickMessages(messagesFor(locale), BLOG_POST_CLIENT_MESSAGES) as { blog: Record<string, Record<string, unknown>> };
    const list = pickMessages(messagesFor(locale), BLOG_LIST_CLIENT_MESSAGES) as { blog: Record<string, Record<string, unknown>> };
    expect(Object.keys(post.blog)).toEqual(['detail']);
    expect(Object.keys(list.blog)).toEqual(['list']);
    expect(Object.keys(post.blog.detail)).not.toEqual(expect.arrayContaining(['aboutAuthor']));
    expect(Object.keys(post.blog.detail)).not.toEqual(expect.arrayContaining(['recentPosts']));
    expect(Object.keys(list.blog.list)).not.toEqual(expect.arrayContaining(['readMore']));
  });
});
