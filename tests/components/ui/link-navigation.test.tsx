import { act, fireEvent, screen } from '@testing-library/react';
import Link from '@/components/ui/link';
import { LinkNavigation } from '@/components/ui/link-navigation';
import { renderWithMessages } from '../../helpers/render-with-messages';

const router = { push: jest.fn(), prefetch: jest.fn() };
let pathname = '/';
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => pathname }));

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
  pathname = '/';
  window.history.replaceState(null, '', '/');
});

/** The page: its links, and the listener the shell mounts beside them. */
const tree = (links: React.ReactNode) => (
  <>
    <main>{links}</main>
    <LinkNavigation />
  </>
);
const page = (links: React.ReactNode) => renderWithMessages(tree(links));

/** The router has taken the reader to `path`: the same page tree renders again with the new path. */
function arriveAt(view: ReturnType<typeof page>, path: string, links: React.ReactNode = null) {
  pathname = path;
  act(() => view.rerender(tree(links)));
}

/** Clicks like a reader's finger or mouse; answers whether the browser would still follow the link itself. */
function click(element: Element, init: MouseEventInit = {}): boolean {
  return fireEvent.click(element, { button: 0, ...init });
}

describe('site links (issue 28: plain anchors, one listener)', () => {
  it('are anchors the server can render, with everything given to them, marked as the site’s', () => {
    page(
      <Link href="/en/sports" className="tag" aria-current="page" data-testid="sports">
        Sports
      </Link>,
    );
    const link = screen.getByTestId('sports');
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/en/sports');
    expect(link).toHaveClass('tag');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveAttribute('data-link', '');
  });

  it('a click goes through the app router, with the query and the anchor, and not as a page load', () => {
    page(<Link href="/en/blogs?category=GST#top">GST</Link>);
    expect(click(screen.getByText('GST'))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/en/blogs?category=GST#top');
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('a link to a section of another page, or of this page with another query, is a page to bring', () => {
    window.history.replaceState(null, '', '/en/blogs/post-1');
    page(
      <>
        <Link href="/en/termsofservice#section-2">Terms, section 2</Link>
        <Link href="/en/blogs/post-1?lang=hi#section-3">Post in Hindi, section 3</Link>
        <Link href="http://[broken">Broken</Link>
      </>,
    );
    expect(click(screen.getByText('Terms, section 2'))).toBe(false);
    expect(click(screen.getByText('Post in Hindi, section 3'))).toBe(false);
    expect(router.push.mock.calls).toEqual([['/en/termsofservice#section-2'], ['/en/blogs/post-1?lang=hi#section-3']]);
    // An address the browser cannot read is left to it (it says what is wrong).
    expect(click(screen.getByText('Broken'))).toBe(true);
    expect(router.push).toHaveBeenCalledTimes(2);
  });

  it('a click on something inside the link counts, and target="_self" is this tab', () => {
    page(
      <Link href="/en/india" target="_self">
        <span>India</span> <img alt="map" />
      </Link>,
    );
    click(screen.getByAltText('map'));
    expect(router.push).toHaveBeenLastCalledWith('/en/india');
    click(screen.getByText('India'));
    expect(router.push).toHaveBeenCalledTimes(2);
  });

  it('leaves to the browser: a new tab or window, another button, a download, another site, a jump on the same page, a plain anchor, a click a handler took', () => {
    window.history.replaceState(null, '', '/en/blogs/post-1');
    page(
      <>
        <Link href="/en/sports">Sports</Link>
        <Link href="/en/terms" target="_blank">Terms</Link>
        <Link href="/api/export" download>
          Export
        </Link>
        <Link href="https://example.org/story">Elsewhere</Link>
        <Link href="mailto:desk@example.org">Mail</Link>
        <Link href="#section-2">Section 2</Link>
        <Link href="/en/blogs/post-1#section-3">Section 3</Link>
        <a href="/rss/en/general.xml">RSS</a>
        <Link href="/en/world" onClick={(event) => event.preventDefault()}>
          Taken
        </Link>
      </>,
    );
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(click(screen.getByText('Sports'), { [modifier]: true })).toBe(true);
    }
    expect(click(screen.getByText('Sports'), { button: 1 })).toBe(true);
    for (const name of ['Terms', 'Export', 'Elsewhere', 'Mail', 'Section 2', 'Section 3', 'RSS']) {
      expect(click(screen.getByText(name))).toBe(true);
    }
    click(screen.getByText('Taken'));
    expect(router.push).not.toHaveBeenCalled();
    // The same page with another query is another page: the router's.
    click(screen.getByText('Sports'));
    expect(router.push).toHaveBeenCalledWith('/en/sports');
  });

  it('a click outside any link, or one with no router left (the page unmounted), does nothing', () => {
    const { unmount } = page(
      <>
        <p>Text</p>
        <Link href="/en/sports">Sports</Link>
      </>,
    );
    expect(click(screen.getByText('Text'))).toBe(true);
    const sports = screen.getByText('Sports');
    unmount();
    document.body.appendChild(sports);
    expect(click(sports)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    sports.remove();
  });

  it('prefetches a link’s page once the reader points at it, touches it or tabs to it, once a page, and nothing else', () => {
    const { unmount } = page(
      <>
        <Link href="/en/sports">Sports</Link>
        <Link href="/en/world">
          <span>World</span>
        </Link>
        <Link href="/en/india">India</Link>
        <Link href="https://example.org/">Elsewhere</Link>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain anchor on purpose: not the listener's */}
        <a href="/en/science">Science</a>
        <p>Text</p>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Sports'));
    expect(router.prefetch.mock.calls).toEqual([['/en/sports']]);
    fireEvent.pointerOver(screen.getByText('Sports'));
    fireEvent.focusIn(screen.getByText('Sports'));
    expect(router.prefetch.mock.calls).toEqual([['/en/sports']]);
    fireEvent.touchStart(screen.getByText('World'));
    fireEvent.focusIn(screen.getByText('India'));
    fireEvent.pointerOver(screen.getByText('Elsewhere'));
    fireEvent.pointerOver(screen.getByText('Science'));
    fireEvent.pointerOver(screen.getByText('Text'));
    expect(router.prefetch.mock.calls).toEqual([['/en/sports'], ['/en/world'], ['/en/india']]);
    unmount();
    router.prefetch.mockClear();
    const late = document.createElement('a');
    late.href = '/en/late';
    late.setAttribute('data-link', '');
    document.body.appendChild(late);
    fireEvent.pointerOver(late);
    fireEvent.touchStart(late);
    fireEvent.focusIn(late);
    expect(router.prefetch).not.toHaveBeenCalled();
    late.remove();
  });

  it('a category of the menu shows the feed’s spinner over the page until its page is there (SPEC §2)', () => {
    window.history.replaceState(null, '', '/en/general');
    pathname = '/en/general';
    const view = page(
      <>
        <Link href="/en/sports?from=menu" data-nav-spinner>
          Sports
        </Link>
        <Link href="/en/general" data-nav-spinner>
          Top stories
        </Link>
        <Link href="/en/blogs">Blogs</Link>
      </>,
    );
    click(screen.getByText('Blogs'));
    expect(screen.queryByTestId('feed-spinner')).toBeNull();
    // The page already on screen: nothing to wait for.
    click(screen.getByText('Top stories'));
    expect(screen.queryByTestId('feed-spinner')).toBeNull();

    click(screen.getByText('Sports'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('feed-spinner').parentElement?.parentElement).toBe(document.body);

    // The router took the reader there (the internal path of a prerendered page says the same).
    arriveAt(view, '/en/mobile/sports');
    expect(screen.queryByTestId('feed-spinner')).toBeNull();
  });

  it('the spinner goes when the reader goes elsewhere instead (back, another link)', () => {
    window.history.replaceState(null, '', '/en/general');
    pathname = '/en/general';
    const links = (
      <Link href="/en/sports" data-nav-spinner>
        Sports
      </Link>
    );
    const view = page(links);
    click(screen.getByText('Sports'));
    expect(screen.getByTestId('feed-spinner')).toBeInTheDocument();
    arriveAt(view, '/en/foryou', links);
    expect(screen.queryByTestId('feed-spinner')).toBeNull();
    // And back on the page it was asked from: still nothing to wait for.
    arriveAt(view, '/en/general', links);
    expect(screen.queryByTestId('feed-spinner')).toBeNull();
  });
});
