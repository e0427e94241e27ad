import type { Page } from '@playwright/test';
import { SIGNED_IN_KEY } from '../lib/account-data/traces';
import { expect, test } from './support/fixtures';
import { E2E_GOOGLE_ACCOUNTS, e2eGooglePort } from './support/google';
import { LEVEL, serverLinesSaying, serverLogMark, serverLogSince } from './support/server-log';

/**
 * Sign-in with Google the whole way a reader goes (SPEC §2: "Log in with Google", "Or sign up with
 * Google", /{lang}/loginwithgoogle): the site sends the browser to Google, the reader picks an
 * account on Google's chooser, Google sends the browser back with a code, the server trades it for
 * the ID token (PKCE, client secret) and checks it. Google is the stand-in of e2e/support/google.ts;
 * everything of ours is real.
 */
const googleOrigin = `http://127.0.0.1:${e2eGooglePort(process.env.E2E_PORT ?? '3210')}`;

/** The session the page's browser holds (its cookies, through the page's own request context: safe across navigations). */
const sessionOf = async (page: Page) => (await (await page.request.get('/api/auth/session')).json()) as { user?: { id: string; email: string; name: string } };

/**
 * Google's answer to the account chosen (a redirect back to the site with the code and the state) as
 * `rewrite` makes it: a changed address, or none (the browser stays on a blank page, the link unused).
 */
async function onGoogleAnswer(page: Page, rewrite: (back: URL) => URL | null) {
  await page.route(`${googleOrigin}/o/oauth2/v2/auth**`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch({ maxRedirects: 0 });
    const back = rewrite(new URL(answer.headers().location));
    if (back) await route.fulfill({ status: 302, headers: { location: back.href } });
    else await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stopped</title>' });
  });
}

async function chooseOnGoogle(page: Page, account: { name: string; email: string }) {
  await page.waitForURL(`${googleOrigin}/o/oauth2/v2/auth?**`);
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('button', { name: `${account.name} (${account.email})` }).click();
}

/** "Use another account" on Google's chooser: the address typed in is a Google account of its own. */
async function useAnotherAccountOnGoogle(page: Page, account: { name: string; email: string }) {
  await page.waitForURL(`${googleOrigin}/o/oauth2/v2/auth?**`);
  await expect(page.getByRole('heading', { name: 'Use another account' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('sign-in with Google, through Google and back', () => {
  test('Log in with Google: Google asks for an account, the reader comes back signed in on the top stories; the same Google account later is the same reader', async ({ page }) => {
    // A Google account of this run's own: a copy of this test running at the same time (--repeat-each,
    // a retry) has another, so its Logout (which ends every session of the account) cannot end this one's.
    const reader = { name: 'Asha Google', email: `asha.google.${Date.now().toString(36)}.${test.info().parallelIndex}.${test.info().repeatEachIndex}@e2e.test` };
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    // What the site asked Google for: its own client, a code with PKCE, the account's email and name.
    await page.waitForURL(`${googleOrigin}/**`);
    const asked = new URL(page.url()).searchParams;
    expect(Object.fromEntries(['client_id', 'response_type', 'scope', 'code_challenge_method', 'redirect_uri'].map((name) => [name, asked.get(name)]))).toEqual({
      client_id: 'e2e-client.apps.googleusercontent.com',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${new URL(test.info().project.use.baseURL!).origin}/api/auth/callback/google`,
    });
    expect(asked.get('state')).toBeTruthy();
    await useAnotherAccountOnGoogle(page, reader);

    await page.waitForURL('**/en/general');
    const first = await sessionOf(page);
    expect(first.user).toMatchObject({ email: reader.email, name: reader.name });
    // The browser is marked as signed in here once the page read its session: the page's account syncs
    // and menu know the reader.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), SIGNED_IN_KEY)).toBe('1');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();

    // Logout loads the top stories again (the page it is on).
    // The new document's load event: waiting for its response alone let the next goto race the
    // navigation still committing ("interrupted by another navigation to /en/general").
    const reloaded = page.waitForEvent('load');
    await menu.getByRole('button', { name: 'Logout' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/en\/general$/);
    expect((await sessionOf(page)).user).toBeUndefined();

    // Sign-up with Google (its own page starts at once) with the same Google account: the same reader, no second account.
    // The page leaves for Google as soon as its script runs, maybe before its own load event.
    await page.goto('/en/signupwithgoogle', { waitUntil: 'commit' });
    await useAnotherAccountOnGoogle(page, reader);
    await page.waitForURL('**/en/general');
    expect((await sessionOf(page)).user?.id).toBe(first.user!.id);
  });

  test("a first visit whose session read is answered after the sign-in's CSRF token still goes to Google (a race that sent the reader back to the login page)", async ({ browser }) => {
    // A browser with no cookies yet: next-auth gives a CSRF cookie on the menu's session read as well as
    // on the sign-in's /api/auth/csrf; here the session's answer comes last, just before the sign-in is sent.
    const context = await browser.newContext();
    const page = await context.newPage();
    const csrfDone = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/csrf');
    let sessionAnswered!: () => void;
    const sessionDone = new Promise<void>((resolve) => (sessionAnswered = resolve));
    await page.route('**/api/auth/session', async (route) => {
      await csrfDone;
      // As the browser sent it, before it had any cookie (the CSRF cookie it has now came after).
      const answer = await route.fetch({ headers: { ...route.request().headers(), cookie: 'first-visit=1' } });
      await route.fulfill({ response: answer });
      sessionAnswered();
    });
    await page.route('**/api/auth/signin/google', async (route) => {
      await sessionDone;
      await route.continue();
    });
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await page.waitForURL(`${googleOrigin}/o/oauth2/v2/auth?**`);
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await context.close();
  });

  test('the sign-in begun is still known back from Google when the login page read the session (signed out) before it left', async ({ page }) => {
    // The click marks the browser, which brings the account syncs and their session read to the login
    // page itself; here that read is answered (no session yet) before the page leaves for Google, as
    // on a fast connection. Its "signed out" forgot the mark: back from Google, the page did not know
    // the reader (no syncs, a menu that says Login until opened).
    const reader = { name: 'Asha Early', email: `asha.early.${Date.now().toString(36)}.${test.info().parallelIndex}.${test.info().repeatEachIndex}@e2e.test` };
    const sessionDone = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
    await page.route('**/api/auth/signin/google', async (route) => {
      await sessionDone;
      await route.continue();
    });
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await useAnotherAccountOnGoogle(page, reader);
    await page.waitForURL('**/en/general');
    expect((await sessionOf(page)).user).toMatchObject({ email: reader.email });
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), SIGNED_IN_KEY)).toBe('1');
  });

  test('a Google account whose address a password account has: not taken over, back on the login page with the reason', async ({ page }) => {
    const owner = E2E_GOOGLE_ACCOUNTS.passwordOwner;
    const registered = await page.request.post('/api/user/register', { data: { fullName: 'Ravi Owner', email: owner.email, password: 'owner password 1', agreeToTerms: true } });
    // 201 the first time; a retry finds the account there already.
    expect([201, 409]).toContain(registered.status());

    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await chooseOnGoogle(page, owner);
    await page.waitForURL(/\/en\/login\?error=GoogleAccountExists$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('An account with this email already exists. Log in with your email and password.');
    expect((await sessionOf(page)).user).toBeUndefined();
  });

  test('Cancel on Google\'s page: back on the login page, "Google signup failed.", signed out; the server logs no error', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await page.waitForURL(`${googleOrigin}/o/oauth2/v2/auth?**`);
    const mark = serverLogMark();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // next-auth names Google's refusal a failed callback (`error=Callback`), and keeps where the reader was going.
    await page.waitForURL(/\/en\/login\?.*\berror=Callback\b/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Google signup failed.');
    expect((await sessionOf(page)).user).toBeUndefined();
    // A reader's choice, not a fault: no warning or error (next-auth's own logger wrote two errors with
    // stack traces); the info line it gets (lib/auth/auth-log.ts) is below the server's LOG_LEVEL here.
    expect(serverLogSince(mark).filter((line) => line.level >= LEVEL.warn && JSON.stringify(line).includes('access_denied'))).toEqual([]);
  });

  test("a sign-in link made of someone else's Google sign-in (login CSRF) signs nobody in, and the server says why", async ({ page, browser }) => {
    // The attacker signs in with their own Google account and stops at the link Google sends back.
    const attacker = await browser.newContext();
    const attackerPage = await attacker.newPage();
    let link = '';
    await onGoogleAnswer(attackerPage, (back) => {
      link = back.href;
      return null;
    });
    await attackerPage.goto('/en/login');
    await attackerPage.getByRole('button', { name: 'Log in with Google' }).click();
    await chooseOnGoogle(attackerPage, E2E_GOOGLE_ACCOUNTS.newReader);
    await expect.poll(() => link).toMatch(/\/api\/auth\/callback\/google\?.*\bcode=/);
    expect(new URL(link).searchParams.get('state')).toBeTruthy();
    await attacker.close();

    // The victim opens it: their browser never started that sign-in, so no state of it is there.
    const mark = serverLogMark();
    await page.goto(link);
    await page.waitForURL(/\/en\/login\?.*\berror=OAuthCallback\b/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Google signup failed.');
    expect((await sessionOf(page)).user).toBeUndefined();
    // Contains: a copy of this test running at the same time (--repeat-each) writes the same line.
    await expect
      .poll(() => serverLinesSaying(mark, 'sign-in callback this browser did not start'))
      .toContainEqual([LEVEL.warn, '[auth] refused a google sign-in callback this browser did not start or came back to too late (State cookie was missing.)', undefined]);
  });

  test('a code Google refuses at the exchange: "Google signup failed.", signed out, a warning with Google\'s words', async ({ page }) => {
    // The browser comes back with a code Google never gave (a forged or mangled one) and its own state.
    await onGoogleAnswer(page, (back) => {
      back.searchParams.set('code', '4/not-a-code-google-gave');
      return back;
    });
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    const mark = serverLogMark();
    await chooseOnGoogle(page, E2E_GOOGLE_ACCOUNTS.newReader);
    await page.waitForURL(/\/en\/login\?.*\berror=OAuthCallback\b/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Google signup failed.');
    expect((await sessionOf(page)).user).toBeUndefined();
    await expect
      .poll(() => serverLinesSaying(mark, 'refused the sign-in code exchange'))
      .toContainEqual([LEVEL.warn, '[auth] google refused the sign-in code exchange with invalid_grant: Malformed auth code.', undefined]);
  });

  test('an address Google has not verified makes no account: back on the login page, "Google signup failed."', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await chooseOnGoogle(page, E2E_GOOGLE_ACCOUNTS.unverified);
    await page.waitForURL(/\/en\/login\?error=AccessDenied$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Google signup failed.');
    expect((await sessionOf(page)).user).toBeUndefined();
  });
});
