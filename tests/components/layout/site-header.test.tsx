import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { onFirstArticleRequest, setHeaderHidden } from '@/components/mobile/header-visibility';
import { renderWithMessages } from '../../helpers/render-with-messages';

let mockPath = '/en/general';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));
// When the menu's controls (components/layout/nav-tools.ts) are downloaded: the module's first require.
const mockToolsDownloaded = jest.fn();
jest.mock('@/components/layout/nav-tools', () => {
  mockToolsDownloaded();
  return jest.requireActual('@/components/layout/nav-tools');
});

async function headerTitle(path: string, locale: 'en' | 'hi' = 'en'): Promise<string> {
  mockPath = path;
  const view = await renderWithMessages(<SiteHeader locale={locale} device="mobile" siteName="ShortNews" />, locale);
  const text = screen.getByTestId('header-category').textContent ?? '';
  view.unmount();
  return text;
}

describe('mobile header title (issue 12)', () => {
  it.each([
    ['/en/general', 'en', 'TOP STORIES'],
    ['/en/personal-finance', 'en', 'Personal Finance'],
    ['/hi/general', 'hi', 'टॉप स्टोरीज़'],
  ] as const)('names the category, General as TOP STORIES: %s', async (path, locale, title) => {
    expect(await headerTitle(path, locale)).toBe(title);
  });

  it.each([
    ['/en/blogs', 'en', 'Blogs'],
    ['/en/blogs/abc123', 'en', 'Blogs'],
    ['/en/login', 'en', 'Log In'],
    ['/en/loginwithgoogle', 'en', 'Log In'],
    ['/en/loginwithclerk', 'en', 'Log In'],
    ['/en/loginwithcleark', 'en', 'Log In'],
    ['/en/signupwithgoogle', 'en', 'Sign Up'],
    ['/en/signupwithclerk', 'en', 'Sign Up'],
    ['/en/forgot-password', 'en', 'Forgot Password'],
    ['/en/reset-password/token', 'en', 'Reset Password'],
    ['/en/admin/8888888888', 'en', 'Admin'],
    ['/en/getallblogs', 'en', 'Manage Blogs'],
    ['/en/customblog', 'en', 'New Blog Post'],
    ['/en/termsofservice', 'en', 'Terms of Service'],
    ['/en/privacypolicy', 'en', 'Privacy Policy'],
    ['/en/disclaimer', 'en', 'Disclaimer'],
    ['/en/news/0b6f3c1e', 'en', 'News'],
    ['/en/search', 'en', 'Search'],
    ['/en/foryou', 'en', 'For you'],
    ['/hi/aboutus', 'hi', 'हमारे बारे में'],
    ['/hi/blogs', 'hi', 'ब्लॉग'],
  ] as const)('names the page the reader is on when it is not a category: %s', async (path, locale, title) => {
    expect(await headerTitle(path, locale)).toBe(title);
  });

  // The last ones are not pages of the site, though like one: a message key, another provider, a page's name in part.
  it.each(['/en/somewhere-else', '/en/forgotPassword', '/en/loginwithfacebook', '/en/xloginwithgoogle', '/en/loginwithgoogles', '/en/log', '/en/about', '/en/constructor', '/en'])(
    'falls back to the site name, never TOP STORIES, on a page it does not know: %s',
    async (path) => {
      expect(await headerTitle(path)).toBe('ShortNews');
    },
  );

  it('renders from the public path on a page prerendered at build time, which sees its internal /{locale}/{device}/ path', async () => {
    // What the browser renders (the public path) must equal the server's HTML, or the page does not hydrate.
    expect(await headerTitle('/en/mobile/aboutus')).toBe('About Us');
    expect(await headerTitle('/hi/mobile/termsofservice', 'hi')).toBe(await headerTitle('/hi/termsofservice', 'hi'));
    mockPath = '/en/mobile/aboutus';
    const view = await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    // The menu (its language link) comes with its code, at once when rendered in the browser.
    await act(async () => {});
    expect(document.querySelector('a[hreflang="hi"]')).toHaveAttribute('href', '/hi/aboutus');
    view.unmount();
  });
});

describe('the menu and the header search (issue 28: their code comes when it is needed)', () => {
  it('the menu’s links are there from the start; its controls download on intent, before the click, and show once it opens', async () => {
    mockPath = '/en/general';
    await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    // Rendered in the browser (no server copy, as after a client navigation): the menu's code comes at once.
    await act(async () => {});
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();
    expect(within(menu).getByText('Banking').closest('a')).toHaveAttribute('href', '/en/banking');
    expect(within(menu).queryByRole('button', { name: 'Follow Banking', hidden: true })).not.toBeInTheDocument();
    expect(mockToolsDownloaded).not.toHaveBeenCalled();

    fireEvent.pointerEnter(toggle);
    await act(async () => {});
    expect(mockToolsDownloaded).toHaveBeenCalledTimes(1);
    // Downloaded, not shown: the menu is still closed.
    expect(within(menu).queryByRole('button', { name: 'Follow Banking', hidden: true })).not.toBeInTheDocument();

    await userEvent.setup().click(toggle);
    expect(menu).toHaveAccessibleName('Main menu');
    expect(await within(menu).findByRole('button', { name: 'Follow Banking' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(menu).getByTestId('reader-settings')).toBeVisible();
    expect(mockToolsDownloaded).toHaveBeenCalledTimes(1);
  });

  it('a desktop header has the site search; a phone’s has none (its search is in the panel)', async () => {
    mockPath = '/en/general';
    const desktop = await renderWithMessages(<SiteHeader locale="en" device="desktop" siteName="ShortNews" />, 'en');
    expect(await within(screen.getByTestId('site-header')).findByRole('search', { name: 'Site search' })).toBeInTheDocument();
    desktop.unmount();
    await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    await act(async () => {});
    expect(within(screen.getByTestId('site-header')).queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('the header on each device', () => {
  afterEach(() => act(() => setHeaderHidden(false)));

  it('a desktop header names the site beside its mark and has no page title; a phone’s has the title, not the name', async () => {
    mockPath = '/en/sports';
    const desktop = await renderWithMessages(<SiteHeader locale="en" device="desktop" siteName="ShortNews" />, 'en');
    const home = screen.getByRole('link', { name: 'ShortNews home' });
    expect(home).toHaveAttribute('href', '/en/general');
    expect(home).toHaveTextContent(/^ShortNews$/);
    expect(screen.queryByTestId('header-category')).not.toBeInTheDocument();
    desktop.unmount();
    await renderWithMessages(<SiteHeader locale="hi" device="mobile" siteName="ShortNews" />, 'hi');
    expect(screen.getByRole('link', { name: 'ShortNews होम' })).toHaveTextContent(/^$/);
    expect(screen.getByTestId('header-category')).toHaveTextContent('खेल');
  });

  it('a skip link leads past the header to the page’s content', async () => {
    mockPath = '/en/general';
    await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('slides away on a phone when the feed hides it; a desktop header stays', async () => {
    mockPath = '/en/general';
    const phone = await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-hidden', 'false');
    act(() => setHeaderHidden(true));
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-hidden', 'true');
    phone.unmount();
    await renderWithMessages(<SiteHeader locale="en" device="desktop" siteName="ShortNews" />, 'en');
    expect(screen.getByTestId('site-header')).toHaveAttribute('data-hidden', 'false');
  });

  it('the category title takes the phone reader back to the first story', async () => {
    mockPath = '/en/general';
    const asked = jest.fn();
    const stop = onFirstArticleRequest(asked);
    await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    await userEvent.setup().click(screen.getByRole('button', { name: 'TOP STORIES' }));
    expect(asked).toHaveBeenCalledTimes(1);
    stop();
  });

  it('the menu button says Close while the menu is open; a link in the menu, or another page, closes it', async () => {
    mockPath = '/en/general';
    const view = await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    await act(async () => {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const toggle = screen.getByRole('button', { name: 'Close' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toBeVisible();
    // jsdom does not navigate: the click is stopped once the menu has heard it.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(within(menu).getByText('Banking'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    mockPath = '/en/sports';
    view.rerender(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
