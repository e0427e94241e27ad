import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MobilePanel } from '@/components/mobile/mobile-panel';
import { PanelIsland, wantPanel } from '@/components/mobile/panel-island';
import { serverRendered } from '../../helpers/render-with-messages';

jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/en/stocks' }));

/**
 * The phone panel's island (components/mobile/panel-island.tsx, issue 28) as a page meets it: the
 * server's HTML of the panel, then hydration, then the reader reaching for it. The tests run in order
 * and share the module's state, as one page does: the code, once in, stays.
 */
const onNavigate = jest.fn();
const onClose = jest.fn();

/** The page as the server sends it: the island's box with the server's panel in it (the server renders MobilePanel there). */
function servedPage() {
  const page = serverRendered(<PanelIsland locale="en" category="stocks" onNavigate={onNavigate} onClose={onClose} />);
  const panel = serverRendered(<MobilePanel locale="en" category="stocks" isWanted={false} onNavigate={onNavigate} onClose={onClose} />);
  page.container.firstElementChild!.innerHTML = panel.container.innerHTML;
  panel.container.remove();
  return page;
}

const panel = () => screen.getByRole('navigation', { name: 'Categories and topics' });
const settingsButton = () => within(panel()).getByRole('button', { name: 'Settings' });

describe('the phone panel before and after the reader reaches for it', () => {
  let unmount: () => void;
  afterAll(() => unmount());

  it('keeps the server’s panel as it is, links and all, without its controls or its code', async () => {
    const page = servedPage();
    // Hydration reports nothing (serverRendered fails the test on a mismatch) and leaves the HTML as it was.
    const before = page.container.innerHTML;
    unmount = await page.hydrate();
    expect(page.container.innerHTML).toBe(before);
    expect(within(panel()).getByRole('link', { name: 'TOP STORIES' })).toHaveAttribute('href', '/en/general');
    expect(within(panel()).getByRole('link', { name: 'India' })).toHaveAttribute('href', '/en/india');
    expect(within(panel()).queryByRole('search')).not.toBeInTheDocument();
    // Not alive: the gear opens nothing and the arrow calls nothing until the code is in.
    fireEvent.click(settingsButton());
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Back to the news' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reaching for it brings the live panel in its place, with its controls, and focus stays on the control it was on', async () => {
    const served = settingsButton();
    served.focus();
    await act(async () => wantPanel());
    expect(await within(panel()).findByRole('search')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Follow Stocks' })).toBeInTheDocument();
    // One panel, the live one: the server's copy is gone and focus moved to the same control.
    expect(screen.getAllByRole('navigation', { name: 'Categories and topics' })).toHaveLength(1);
    expect(settingsButton()).not.toBe(served);
    expect(settingsButton()).toHaveFocus();
    fireEvent.click(settingsButton());
    expect(settingsButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Back to the news' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(panel()).getByRole('link', { name: 'TOP STORIES' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
