import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobilePanel } from '@/components/mobile/mobile-panel';
import { renderWithMessages } from '../../helpers/render-with-messages';

const mockSession: { data: unknown; status: string } = { data: null, status: 'unauthenticated' };
const mockSignOut = jest.fn();
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => mockSession, signOut: (...args: unknown[]) => mockSignOut(...args) }));
jest.mock('next/navigation', () => ({ usePathname: () => '/en/general' }));

async function renderPanel(locale: 'en' | 'hi' = 'en', { isWanted = true, category }: { isWanted?: boolean; category?: string } = {}) {
  const onNavigate = jest.fn();
  const onClose = jest.fn();
  const view = await renderWithMessages(<MobilePanel locale={locale} category={category} isWanted={isWanted} onNavigate={onNavigate} onClose={onClose} />, locale);
  const rerender = (wanted: boolean) => view.rerender(<MobilePanel locale={locale} category={category} isWanted={wanted} onNavigate={onNavigate} onClose={onClose} />);
  return { onNavigate, onClose, rerender, user: userEvent.setup() };
}

describe('MobilePanel', () => {
  beforeEach(() => {
    mockSession.data = null;
    mockSession.status = 'unauthenticated';
    mockSignOut.mockReset();
  });

  it('has its heading, TOP STORIES and BOOKMARKS, and the suggested topics with pictures (National shown as India)', async () => {
    await renderPanel();
    const panel = screen.getByRole('navigation', { name: 'Categories and topics' });
    expect(within(panel).getByRole('heading', { name: 'Categories and Topics' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'TOP STORIES' })).toHaveAttribute('href', '/en/general');
    expect(within(panel).getByRole('link', { name: 'BOOKMARKS' })).toHaveAttribute('href', '/en/bookmarks');
    const india = within(panel).getByRole('link', { name: 'India' });
    expect(india).toHaveAttribute('href', '/en/india');
    const picture = india.querySelector('img');
    expect(picture).toHaveAttribute('src', '/images/topics/india.svg');
    // Sized, so the list does not move when the pictures arrive, and fetched only when the panel is opened.
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('height', '56');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(panel).getByRole('link', { name: 'Business' })).toHaveAttribute('href', '/en/business');
    expect(within(panel).queryByRole('link', { name: 'National' })).not.toBeInTheDocument();
  });

  it('in Hindi shows Hindi names and omits National', async () => {
    await renderPanel('hi');
    const panel = screen.getByRole('navigation', { name: 'श्रेणियाँ और विषय' });
    expect(within(panel).getByRole('link', { name: 'टॉप स्टोरीज़' })).toHaveAttribute('href', '/hi/general');
    expect(within(panel).getByRole('link', { name: 'बुकमार्क' })).toHaveAttribute('href', '/hi/bookmarks');
    expect(within(panel).queryByRole('link', { name: 'भारत' })).not.toBeInTheDocument();
    expect(within(panel).queryAllByRole('link').some((link) => link.getAttribute('href') === '/hi/india')).toBe(false);
    expect(within(panel).getByRole('link', { name: 'व्यापार' })).toHaveAttribute('href', '/hi/business');
  });

  it('every link closes the panel; the arrow slides it away', async () => {
    const { onNavigate, onClose, user } = await renderPanel();
    const links = screen.getAllByRole('link');
    for (const link of links) {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await user.click(link);
    }
    expect(onNavigate).toHaveBeenCalledTimes(links.length);
    await user.click(screen.getByRole('button', { name: 'Back to the news' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the gear toggles the settings (language)', async () => {
    const { user } = await renderPanel();
    const gear = screen.getByRole('button', { name: 'Settings' });
    expect(gear).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Read in Hindi/ })).not.toBeInTheDocument();
    await user.click(gear);
    expect(gear).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Read in Hindi/ })).toHaveAttribute('href', '/hi/general');
    await user.click(gear);
    expect(screen.queryByRole('link', { name: /Read in Hindi/ })).not.toBeInTheDocument();
  });

  it('user section: Login and Sign Up (en paths) when logged out, Logout when logged in', async () => {
    await renderPanel();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');
    expect(within(account).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
  });

  it('Logout signs out and closes the panel', async () => {
    mockSession.data = { user: { id: 'u1' } };
    mockSession.status = 'authenticated';
    const { onNavigate, user } = await renderPanel();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Logout' }));
    expect(onNavigate).toHaveBeenCalled();
    expect(mockSignOut).toHaveBeenCalled();
  });

  it('its controls come only once the reader reaches for the panel: search, Follow and the reading settings (issue 28)', async () => {
    const { rerender, user } = await renderPanel('en', { isWanted: false, category: 'sports' });
    const panel = screen.getByRole('navigation', { name: 'Categories and topics' });
    // Its links are there from the start, in the page's HTML.
    expect(within(panel).getByRole('link', { name: 'TOP STORIES' })).toBeInTheDocument();
    expect(within(panel).queryByRole('search')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Follow Sports' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(within(panel).queryByTestId('reader-settings')).not.toBeInTheDocument();

    // Rendered again the same, not wanted yet: still nothing downloaded.
    rerender(false);
    await act(async () => {});
    expect(within(panel).queryByRole('search')).not.toBeInTheDocument();

    rerender(true);
    expect(await within(panel).findByRole('search', { name: 'Site search' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Follow Sports' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(panel).getByTestId('reader-settings')).toBeVisible();
  });

  it('without a category (the bookmarks page) it has no Follow button', async () => {
    await renderPanel('en');
    const panel = screen.getByRole('navigation', { name: 'Categories and topics' });
    expect(await within(panel).findByRole('search')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
  });
});
