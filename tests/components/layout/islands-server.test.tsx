/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { SiteHeader } from '@/components/layout/site-header';
import { PanelIsland } from '@/components/mobile/panel-island';
import { MessagesProvider } from '@/lib/i18n/messages-context';
import { compiledMessagesFor } from '../../helpers/render-with-messages';

jest.mock('next/navigation', () => ({ usePathname: () => '/en/stocks' }));
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: undefined, status: 'loading' }), signOut: jest.fn() }));

/**
 * What the server sends of the static islands (issue 28: components/ui/static-island.tsx): the whole
 * panel and the whole menu, in the page's first bytes — their links for crawlers and for a reader
 * before their code is in. (In the browser the box is kept empty for React; the browser tests check
 * that the panel's code is not in a phone's first load.)
 */
const served = (ui: React.ReactNode) =>
  renderToString(
    <MessagesProvider locale="en" messages={compiledMessagesFor('en')} timeZone="Asia/Kolkata">
      {ui}
    </MessagesProvider>,
  );

it('the phone panel: its heading, TOP STORIES, BOOKMARKS and topics in the HTML, not streamed later', () => {
  const html = served(<PanelIsland locale="en" category="stocks" onNavigate={() => undefined} onClose={() => undefined} />);
  expect(html).toContain('Categories and Topics');
  expect(html).toMatch(/<a[^>]*href="\/en\/general"[^>]*>TOP STORIES<\/a>/);
  expect(html).toMatch(/<a[^>]*href="\/en\/bookmarks"[^>]*>BOOKMARKS<\/a>/);
  expect(html).toMatch(/href="\/en\/india"/);
  // No Suspense boundary: nothing for React to stream or swap in later.
  expect(html).not.toContain('<!--$');
});

it('the site menu: every category linked, the page marked, the other language’s link, closed', () => {
  const html = served(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />);
  const menu = /<nav[^>]*aria-label="Main menu"[^>]*>/.exec(html)?.[0];
  expect(menu).toContain('hidden');
  expect(html).toMatch(/<a[^>]*href="\/en\/banking"[^>]*>Banking<\/a>/);
  expect(html).toMatch(/<a[^>]*href="\/en\/stocks"[^>]*aria-current="page"[^>]*>Stocks<\/a>/);
  expect(html).toMatch(/<a[^>]*href="\/hi\/stocks"[^>]*hrefLang="hi"/);
});
