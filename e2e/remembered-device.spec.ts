import { createHash } from 'node:crypto';
import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signOutWithCredentials } from './support/admin';

/**
 * Issue 25 item 7, in the browser: the remembered-device cookie (lib/auth/remembered-device.ts).
 * A good sign-in on a login page leaves the cookie in the browser; a later spray of wrong passwords
 * against the account from many other addresses slows every other device down (429, "Too many
 * attempts"), while this browser, which signed in before, still signs in at once.
 *
 * The accounts are the test's own (a spray slows the sprayed account for 15 minutes, and the shared
 * e2e accounts sign in at every worker's start). The staff account is a fresh one made a writer.
 */

type Lang = 'en' | 'hi';
const TEXT = {
  en: { email: 'Email', password: 'Password', logIn: 'Log In', tooMany: 'Too many attempts. Please try again later.' },
  hi: { email: 'ईमेल', password: 'पासवर्ड', logIn: 'लॉग इन करें', tooMany: 'बहुत अधिक प्रयास। कृपया कुछ देर बाद फिर से प्रयास करें।' },
} as const;
const NINETY_DAYS_S = 90 * 24 * 60 * 60;

/** The cookie's name for an account (http site: no __Secure- prefix): a hash of the address, never the address. */
function deviceCookieName(email: string): string {
  return `sn-device-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

/** Addresses of the spray: one per attempt, so no per-address limit is what refuses. */
function sprayAddress(marker: string, index: number): string {
  const seed = createHash('sha256').update(marker).digest();
  return `10.251.${seed[0]}.${index + 1}`;
}

async function signInOnPage(page: Page, lang: Lang, kind: 'reader' | 'staff', account: { email: string; password: string }) {
  await page.goto(kind === 'reader' ? `/${lang}/login` : `/${lang}/admin/login`);
  await page.getByLabel(TEXT[lang].email, { exact: true }).fill(account.email);
  await page.getByLabel(TEXT[lang].password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: TEXT[lang].logIn, exact: true }).click();
}

async function expectSignedIn(page: Page, lang: Lang, kind: 'reader' | 'staff') {
  await expect(page).toHaveURL(kind === 'reader' ? new RegExp(`/${lang}/general$`) : new RegExp(`/${lang}/admin/8888888888$`), { timeout: 20_000 });
}

/**
 * 40 wrong passwords from 40 addresses as fast as they go, then until the account's gate is shut for
 * at least 30 s more (lib/security/rate-limit.ts: past the allowance, one attempt per growing gap,
 * up to 60 s): the next steps then see the account slowed, however the spray's timing fell.
 */
async function spray(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined, endpoint: string, email: string, marker: string): Promise<number[]> {
  const client = await playwright.request.newContext({ baseURL });
  const statuses: number[] = [];
  try {
    const attempt = async () => {
      const response = await client.post(endpoint, { data: { email, password: `wrong guess ${statuses.length}` }, headers: { 'x-forwarded-for': sprayAddress(marker, statuses.length) } });
      statuses.push(response.status());
      return response;
    };
    for (let index = 0; index < 40; index += 1) await attempt();
    for (let probe = 0; probe < 5; probe += 1) {
      const response = await attempt();
      // 401: the gate was open and this guess shut it for the full 60 s.
      if (response.status() === 401) return statuses;
      const retryAfter = Number(response.headers()['retry-after']);
      if (retryAfter >= 30) return statuses;
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    }
    throw new Error(`the spray never shut the account's gate: ${statuses.join(',')}`);
  } finally {
    await client.dispose();
  }
}

/** A browser elsewhere: its own address, no cookies. */
async function otherDevice(browser: Browser, baseURL: string | undefined, marker: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': sprayAddress(`${marker}-other`, 200) } });
}

for (const kind of ['reader', 'staff'] as const) {
  for (const lang of ['en', 'hi'] as const) {
    test(`${kind} login page (${lang}): the browser keeps the remembered-device cookie and still signs in at once after a spray that slows every other device`, async ({ page, request, adminRequest, browser, baseURL, marker, playwright }) => {
      test.slow();
      const account = { email: `device-${kind}-${lang}-${marker}@e2e.test`.toLowerCase(), password: 'the owner knows this 1' };
      const created = await request.post('/api/user/register', { data: { fullName: 'Device Owner', ...account, agreeToTerms: true } });
      expect(created.status(), await created.text()).toBe(201);
      if (kind === 'staff') expect((await adminRequest.put('/api/admin/staff', { data: { email: account.email, role: 'writer' } })).status()).toBe(200);

      try {
        // 1. A good sign-in on the login page: the device cookie is set, httpOnly, SameSite=Lax, only
        //    for /api, for 90 days; not Secure here because the e2e site is http (https: unit tests).
        await signInOnPage(page, lang, kind, account);
        await expectSignedIn(page, lang, kind);
        const device = (await page.context().cookies()).find((cookie) => cookie.name === deviceCookieName(account.email));
        expect(device, 'remembered-device cookie after a good sign-in').toBeDefined();
        expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api', secure: false });
        expect(device!.value).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
        expect(device!.value).not.toContain(account.email.split('@')[0]);
        const lifetime = device!.expires - Date.now() / 1000;
        expect(lifetime).toBeGreaterThan(NINETY_DAYS_S - 3600);
        expect(lifetime).toBeLessThanOrEqual(NINETY_DAYS_S + 60);

        // 2. Signing out ends the session; the device cookie holds no session and stays. The page
        //    leaves the signed-in screen first: a session read of its own still on its way when the
        //    sign-out lands (it reached the server before the sign-out) would write back the cookie,
        //    renewed but dead (e2e/hardening.spec.ts tests that a read after the sign-out deletes it).
        await page.goto('about:blank');
        await signOutWithCredentials(page.request);
        const afterSignOut = await page.context().cookies();
        expect(afterSignOut.some((cookie) => cookie.name.endsWith('next-auth.session-token'))).toBe(false);
        expect(afterSignOut.some((cookie) => cookie.name === device!.name)).toBe(true);

        // 3. A spray of wrong passwords against the account from many addresses (never this browser's).
        const statuses = await spray(playwright, baseURL, kind === 'reader' ? '/api/user/signin' : '/api/admin/login', account.email, marker);
        expect(statuses.every((status) => status === 401 || status === 429), statuses.join(',')).toBe(true);
        expect(statuses.filter((status) => status === 429).length, statuses.join(',')).toBeGreaterThanOrEqual(10);

        // 4. Another device with the right password is slowed too: the page says so, in its language.
        const elsewhere = await otherDevice(browser, baseURL, marker);
        try {
          const other = await elsewhere.newPage();
          await signInOnPage(other, lang, kind, account);
          await expect(other.getByRole('main').getByRole('alert')).toHaveText(TEXT[lang].tooMany);
          expect(new URL(other.url()).pathname).toBe(kind === 'reader' ? `/${lang}/login` : `/${lang}/admin/login`);
        } finally {
          await elsewhere.close();
        }

        // 5. This browser, which signed in before, signs in at once. Before the remembered device
        //    (commit 6c76349) it got the same "Too many attempts" as every other device.
        const started = Date.now();
        await signInOnPage(page, lang, kind, account);
        await expectSignedIn(page, lang, kind);
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        expect(Date.now() - started, 'no wait for the owner').toBeLessThan(15_000);
        expect((await page.request.get('/api/user/me')).status()).toBe(200);
      } finally {
        if (kind === 'staff') expect((await adminRequest.put('/api/admin/staff', { data: { email: account.email, role: 'user' } })).status()).toBe(200);
      }
    });
  }
}
