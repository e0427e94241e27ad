import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';
import { serverRendered } from '../../helpers/render-with-messages';

const mockPath = '/en/general';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));
// The menu's code as the browser asks for it: the first download fails (offline, before the service
// worker holds the build), the next one succeeds. The server's copy is rendered from the real module.
let mockMenuDownloads = 0;
jest.mock('@/components/layout/side-menu', () => {
  mockMenuDownloads += 1;
  if (mockMenuDownloads === 1) throw new Error('offline');
  return jest.requireActual('@/components/layout/side-menu');
});

/**
 * The site menu's island (components/layout/side-menu-island.tsx, issue 28) as a page meets it: the
 * server's HTML, hydration, then the reader. The tests run in order and share the module's state, as
 * one page does.
 */
const { SideMenu } = jest.requireActual<typeof import('@/components/layout/side-menu')>('@/components/layout/side-menu');

/** The header as the server sends it: the island's box holds the server's menu (the server renders SideMenu there). */
function servedHeader() {
  const page = serverRendered(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />);
  const id = page.container.querySelector('button[aria-controls]')!.getAttribute('aria-controls')!;
  const menu = serverRendered(<SideMenu id={id} locale="en" isOpen={false} onNavigate={() => undefined} />);
  page.container.lastElementChild!.innerHTML = menu.container.innerHTML;
  menu.container.remove();
  return page;
}

/** React's own mark on a node it manages: none on the server's copy it keeps without hydrating. */
const isManagedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

const toggle = () => screen.getByRole('button', { name: /^(Menu|Close)$/ });
const menu = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

describe('the site menu before its code is in, and after', () => {
  let unmount: () => void;
  afterAll(() => unmount());

  it('keeps the server’s menu as it is, closed, its links plain links, and asks for no code', async () => {
    const page = servedHeader();
    const before = page.container.lastElementChild!.innerHTML;
    unmount = await page.hydrate();
    expect(page.container.lastElementChild!.innerHTML).toBe(before);
    expect(menu()).not.toBeVisible();
    expect(within(menu()).getByText('Banking', { selector: 'a' })).toHaveAttribute('href', '/en/banking');
    expect(isManagedByReact(menu())).toBe(false);
    expect(mockMenuDownloads).toBe(0);
  });

  it('opened while its code cannot be had, the server’s menu opens and closes as the button says', async () => {
    await act(async () => fireEvent.click(toggle()));
    expect(mockMenuDownloads).toBe(1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeVisible();
    expect(menu()).toHaveAttribute('data-open', 'true');
    expect(within(menu()).getByText('Banking', { selector: 'a' })).toBeVisible();
    expect(isManagedByReact(menu())).toBe(false);

    // Its language link, plain HTML: the choice is remembered as the live link remembers it, and the
    // browser follows the link (no version of this page of its own in Hindi).
    window.localStorage.removeItem('language');
    document.cookie = 'language=; max-age=0; path=/';
    let followed: boolean | undefined;
    const stopNavigation = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate
    };
    document.addEventListener('click', stopNavigation);
    fireEvent.click(within(menu()).getByRole('link', { name: /Read in Hindi/ }));
    document.removeEventListener('click', stopNavigation);
    expect(followed).toBe(true);
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(document.cookie).toContain('language=hi');

    await act(async () => fireEvent.click(toggle()));
    expect(menu()).not.toBeVisible();
    expect(menu()).toHaveAttribute('data-open', 'false');
  });

  it('the next intent downloads it again, and the live menu takes the server’s place, closed as it was', async () => {
    await act(async () => fireEvent.pointerEnter(toggle()));
    expect(mockMenuDownloads).toBe(2);
    await act(async () => {});
    expect(isManagedByReact(menu())).toBe(true);
    expect(menu()).not.toBeVisible();
    // Nothing in the menu had focus: the live menu takes none.
    expect(document.body).toHaveFocus();
    expect(document.querySelectorAll('nav[aria-label="Main menu"]')).toHaveLength(1);

    await act(async () => fireEvent.click(toggle()));
    expect(menu()).toBeVisible();
    expect(await within(menu()).findByRole('button', { name: 'Follow Banking' })).toBeInTheDocument();
    // Live: a link closes the menu as it navigates.
    fireEvent.click(within(menu()).getByText('Banking', { selector: 'a' }));
    expect(menu()).not.toBeVisible();
  });
});
