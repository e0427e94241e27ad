import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { PanelIsland } from '@/components/mobile/panel-island';
import { renderWithMessages } from '../../helpers/render-with-messages';

jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/en/stocks' }));

/** A page reached by a client navigation: no server copy of the panel to keep, so its code is asked for at once (issue 28). */
it('a panel mounted in the browser, with no server copy, brings itself and its controls without waiting for the reader', async () => {
  await renderWithMessages(<PanelIsland locale="en" category="stocks" onNavigate={jest.fn()} onClose={jest.fn()} />);
  const panel = await screen.findByRole('navigation', { name: 'Categories and topics' });
  expect(within(panel).getByRole('link', { name: 'BOOKMARKS' })).toHaveAttribute('href', '/en/bookmarks');
  expect(await within(panel).findByRole('search')).toBeInTheDocument();
});
