import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { SiteHeader } from '@/components/layout/site-header';
import { renderWithMessages } from '../../helpers/render-with-messages';

let mockPath = '/en/general';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));
jest.mock('@/lib/auth/use-session', () => ({ useSession: () => ({ data: null, status: 'unauthenticated' }), signOut: jest.fn() }));

async function headerTitle(path: string, locale: 'en' | 'hi' = 'en'): Promise<string> {
  mockPath = path;
  const view = await renderWithMessages(<SiteHeader locale={locale} device="mobile" siteName="ShortNews" />, locale);
  const text = screen.getByTestId('header-category').textContent ?? '';
  view.unmount();
  return text;
}

describe('mobile header title (issue 12)', () => {
  it('names the category, General as TOP STORIES', async () => {
    expect(await headerTitle('/en/general')).toBe('TOP STORIES');
    expect(await headerTitle('/en/personal-finance')).toBe('Personal Finance');
    expect(await headerTitle('/hi/general', 'hi')).toBe('टॉप स्टोरीज़');
  });

  it('names the page the reader is on when it is not a category', async () => {
    expect(await headerTitle('/en/blogs')).toBe('Blogs');
    expect(await headerTitle('/en/blogs/abc123')).toBe('Blogs');
    expect(await headerTitle('/en/login')).toBe('Log In');
    expect(await headerTitle('/en/signupwithgoogle')).toBe('Sign Up');
    expect(await headerTitle('/en/reset-password/token')).toBe('Reset Password');
    expect(await headerTitle('/en/admin/8888888888')).toBe('Admin');
    expect(await headerTitle('/en/termsofservice')).toBe('Terms of Service');
    expect(await headerTitle('/hi/aboutus', 'hi')).toBe('हमारे बारे में');
    expect(await headerTitle('/hi/blogs', 'hi')).toBe('ब्लॉग');
    expect(await headerTitle('/en/news/0b6f3c1e')).toBe('News');
  });

  it('falls back to the site name, never TOP STORIES, on a page it does not know', async () => {
    expect(await headerTitle('/en/somewhere-else')).toBe('ShortNews');
  });

  it('renders from the public path on a page prerendered at build time, which sees its internal /{locale}/{device}/ path', async () => {
    // What the browser renders (the public path) must equal the server's HTML, or the page does not hydrate.
    expect(await headerTitle('/en/mobile/aboutus')).toBe('About Us');
    expect(await headerTitle('/hi/mobile/termsofservice', 'hi')).toBe(await headerTitle('/hi/termsofservice', 'hi'));
    mockPath = '/en/mobile/aboutus';
    const view = await renderWithMessages(<SiteHeader locale="en" device="mobile" siteName="ShortNews" />, 'en');
    expect(document.querySelector('a[hreflang="hi"]')).toHaveAttribute('href', '/hi/aboutus');
    view.unmount();
  });
});
