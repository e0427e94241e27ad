import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { SIGNED_IN_KEY } from '../../lib/account-data/traces';
import { E2E_ADMIN } from './accounts';

export { E2E_ADMIN };

export async function loginAsAdmin(page: Page, locale = 'en'): Promise<void> {
  await page.goto(`/${locale}/admin/login`);
  await page.getByLabel(/email|ईमेल/i).fill(E2E_ADMIN.email);
  await page.getByLabel(/password|पासवर्ड/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /log in|लॉग इन/i }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/admin/8888888888$`));
}

/** next-auth's CSRF token for this context (its cookie lands in the context's jar), as its sign-in and sign-out forms need. */
async function csrfTokenOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
}

/**
 * Signs a browser context in through next-auth's own endpoints (no login page needed), e.g. as the
 * e2e reader: GET the CSRF token, then POST the credentials callback. The session cookie lands in
 * the context's cookie jar, shared by `page` and `page.request`.
 */
export async function signInWithCredentials(request: APIRequestContext, account: { email: string; password: string }, provider = 'credentials'): Promise<void> {
  const csrfToken = await csrfTokenOf(request);
  const response = await request.post(`/api/auth/callback/${provider}`, {
    form: { csrfToken, email: account.email, password: account.password, json: 'true' },
    maxRedirects: 0,
  });
  expect(response.status(), 'credentials callback').toBeLessThan(400);
  const cookies = await request.storageState();
  expect(cookies.cookies.some((cookie) => cookie.name.includes('session-token')), 'session cookie set').toBe(true);
}

/**
 * Signs a browser in as the login page does, without its form: next-auth's sign-in (the cookie, as
 * above), then what the page leaves after it (lib/auth/use-session.ts): the mark that makes the
 * site's pages ask for the session, so the account's syncs run there. The page must be on the site,
 * or blank (it then opens the about page first).
 */
export async function signInBrowser(page: Page, account: { email: string; password: string }): Promise<void> {
  await signInWithCredentials(page.request, account);
  if (page.url() === 'about:blank') await page.goto('/en/aboutus');
  await page.evaluate((key) => window.localStorage.setItem(key, '1'), SIGNED_IN_KEY);
}

/** Signs a context out through next-auth's own endpoint, as the site's Logout does: GET the CSRF token, then POST the sign-out. */
export async function signOutWithCredentials(request: APIRequestContext): Promise<void> {
  const csrfToken = await csrfTokenOf(request);
  expect((await request.post('/api/auth/signout', { form: { csrfToken, json: 'true' }, maxRedirects: 0 })).status(), 'sign-out').toBeLessThan(400);
}

/** Logout in the header's menu (desktop), as a reader does it; it lands on the language's top stories. */
export async function logOutFromMenu(page: Page, lang: 'en' | 'hi' = 'en'): Promise<void> {
  const names = lang === 'en' ? { menu: 'Menu', nav: 'Main menu', logout: 'Logout' } : { menu: 'मेन्यू', nav: 'मुख्य मेन्यू', logout: 'लॉग आउट' };
  await page.getByRole('button', { name: names.menu, exact: true }).click();
  await page.getByRole('navigation', { name: names.nav }).getByRole('button', { name: names.logout }).click();
  await page.waitForURL(`**/${lang}/general`);
}
