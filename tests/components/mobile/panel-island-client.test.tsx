import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { PanelIsland, wantPanel } from '@/components/mobile/panel-island';
import { renderWithMessages } from '../../helpers/render-with-messages';

jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/en/stocks' }));
// When the panel's controls (components/layout/nav-tools.ts) are downloaded: the module's first require.
const mockToolsDownloaded = jest.fn();
jest.mock('@/components/layout/nav-tools', () => {
  mockToolsDownloaded();
  return jest.requireActual('@/components/layout/nav-tools');
});

/** A page reached by a client navigation: no server copy of the panel to keep (issue 28). */
it('a panel mounted in the browser, with no server copy, brings itself at once; its controls still wait for the reader', async () => {
  const { container } = renderWithMessages(<PanelIsland locale="en" category="stocks" onNavigate={jest.fn()} onClose={jest.fn()} />);
  // Until its code is in, the box shows nothing of its own.
  expect(container.firstElementChild).toBeEmptyDOMElement();
  const panel = await screen.findByRole('navigation', { name: 'Categories and topics' });
  expect(within(panel).getByRole('link', { name: 'BOOKMARKS' })).toHaveAttribute('href', '/en/bookmarks');
  await act(async () => {});
  expect(within(panel).queryByRole('search')).not.toBeInTheDocument();
  expect(mockToolsDownloaded).not.toHaveBeenCalled();

  await act(async () => wantPanel());
  expect(await within(panel).findByRole('search')).toBeInTheDocument();
  expect(mockToolsDownloaded).toHaveBeenCalledTimes(1);
});
