import '@testing-library/jest-dom';
import { act, within } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';
import { SideMenu } from '@/components/layout/side-menu';
import { setHeaderHidden } from '@/components/mobile/header-visibility';
import { serverRendered } from '../../helpers/render-with-messages';

let mockPath = '/en/general';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));

/**
 * The header survives a client navigation; the server's copy of the menu does not fit the new page (its
 * aria-current and its other-language link are the first page's), so the menu's code comes at once
 * (components/layout/side-menu-island.tsx, issue 28).
 */
it('after a client navigation the live menu replaces the server’s copy, marking the new page', async () => {
  const page = serverRendered(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />);
  const id = page.container.querySelector('button[aria-controls]')!.getAttribute('aria-controls')!;
  const served = serverRendered(<SideMenu id={id} locale="en" isOpen={false} onNavigate={() => undefined} />);
  page.container.lastElementChild!.innerHTML = served.container.innerHTML;
  served.container.remove();
  const unmount = await page.hydrate();
  const menu = () => document.getElementById(id)!;
  const link = (name: string) => within(menu()).getByText(name, { selector: 'a' });
  expect(link('General')).toHaveAttribute('aria-current', 'page');

  // The same header on a new page (a store it reads re-renders it, as the new page's feed does).
  await act(async () => {
    mockPath = '/en/stocks';
    setHeaderHidden(true);
  });
  await act(async () => {});
  expect(link('Stocks')).toHaveAttribute('aria-current', 'page');
  expect(link('General')).not.toHaveAttribute('aria-current');
  expect(document.querySelectorAll('nav[aria-label="Main menu"]')).toHaveLength(1);
  unmount();
});
