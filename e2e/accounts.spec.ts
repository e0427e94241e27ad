import { type Page } from '@playwright/test';
import { E2E_READER } from './support/accounts';
import { expect, test } from './support/fixtures';
import { withoutGoogle } from './support/google';
import { resetLinkIn, startMailCatcher } from './support/mail-catcher';

const PORT = Number(process.env.E2E_PORT ?? 3210);
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

test.beforeAll(async () => {
  catcher = await startMailCatcher(PORT + 1000);
});
test.afterAll(async () => catcher.close());

const unique = () => `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}

test.describe('accounts', () => {
  test('sign up → log in → the menu shows Logout → log out → Login again', async ({ page }) => {
    const email = unique();
    await page.goto('/en/signup');
    await expect(page).toHaveTitle('Sign Up | ShortNews');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
    await page.getByLabel('Full name').fill('Priya Sharma');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('priya secret 123');
    // The eye toggle shows what was typed, and hides it again.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/en\/login\?created=1$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Account created successfully!');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Welcome Back');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('priya secret 123');
    await page.getByLabel('Show password').check();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Remember Me').check();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/general$/);

    let menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    // The session cookie is httpOnly and SameSite=Lax; no token in localStorage.
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => /jwt|token/i.test(k)))).toEqual([]);

    // Log out from another page: it lands on the top stories.
    await page.goto('/en/banking');
    menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/en\/general$/);
    await page.waitForLoadState();
    menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
    // The logged-out cookie, replayed, is refused.
    expect((await page.request.get('/api/user/me', { headers: { cookie: `${cookie!.name}=${cookie!.value}` } })).status()).toBe(401);
  });

  test('login: required fields, then the SPEC message for wrong credentials; links to forgot password and sign up', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();

    await logIn(page, 'nobody@e2e.test', 'wrong password');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/en\/login$/);

    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/signup');
    // On a site without Google sign-in (the e2e server has it: e2e/google-sign-in.spec.ts), the button says so.
    await withoutGoogle(page);
    await page.getByRole('button', { name: 'Log in with Google' }).click();
    await expect(page.getByText('Google sign-in is not set up on this site. Please use your email and password.')).toBeVisible();
  });

  test('login after a failed Google sign-in: the reason from the address is in the server\'s page, in the reader\'s language; a typed failure replaces it', async ({ page, request }) => {
    const html = await (await request.get('/en/login?error=OAuthAccountNotLinked')).text();
    expect(html).toContain('An account with this email already exists. Log in with your email and password.');
    await page.goto('/hi/login?error=OAuthCallback');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Google से साइन अप नहीं हो सका।');
    await page.getByLabel('ईमेल').fill('nobody-here@e2e.test');
    await page.getByLabel('पासवर्ड', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('ईमेल या पासवर्ड गलत है। कृपया फिर से प्रयास करें।');
  });

  test('login: the page comes without zod or next-auth\'s client; they arrive when the form is first focused, and Log In checks and signs in as before', async ({ page }) => {
    // Markers that stay in the minified text: zod's issue code, next-auth's client error name.
    const loaded: { url: string; hasZod: boolean; hasNextAuth: boolean }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const text = await response.text().catch(() => '');
      loaded.push({ url: response.url(), hasZod: text.includes('invalid_type'), hasNextAuth: text.includes('CLIENT_FETCH_ERROR') });
    });
    await page.goto('/en/login');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => script.hasZod || script.hasNextAuth)).toEqual([]);

    await page.getByLabel('Email').focus();
    await expect.poll(() => loaded.some((script) => script.hasZod)).toBe(true);
    await expect.poll(() => loaded.some((script) => script.hasNextAuth)).toBe(true);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByLabel('Email').fill(E2E_READER.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_READER.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/general$/);
  });

  test('forgot password when the validation code cannot be loaded (the network went away): the server checks the email, and its message is shown', async ({ page }) => {
    await page.goto('/en/forgot-password');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.waitForLoadState('networkidle');
    // From here on no script arrives: the page's own are loaded, the validation chunk never will be.
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/user/forgot-password'));
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect((await answered).status()).toBe(422);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter a valid email address.');
    await page.getByLabel('Email').fill('ghost@e2e.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/If an account exists for this email/);
  });

  test('signup: every field is checked before anything is sent; a taken email gets the server’s message', async ({ page }) => {
    await page.goto('/en/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('You must agree to the Terms of Service and Privacy Policy.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

    await page.getByLabel('Full name').fill('E2E Reader');
    await page.getByLabel('Email').fill('reader@e2e.test');
    await page.getByLabel('Password', { exact: true }).fill('a long enough one');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('An account with this email already exists. Please log in.');
  });

  test('signup on /hi/: the server\'s answer for a taken email is shown in Hindi (its stable code, not its English text)', async ({ page }) => {
    await page.goto('/hi/signup');
    await page.getByLabel('पूरा नाम').fill('ई2ई पाठक');
    await page.getByLabel('ईमेल').fill(E2E_READER.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('a long enough one');
    await page.getByRole('checkbox', { name: /मैं इनसे सहमत हूँ/ }).check();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/user/register'));
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('इस ईमेल से एक खाता पहले से मौजूद है। कृपया लॉग इन करें।');
    // The server answered in English with the code; the page chose the Hindi text.
    const answer = await answered;
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    expect(answer.status()).toBeLessThan(500);
    expect(await answer.json()).toMatchObject({ code: 'auth.errors.emailTaken', message: 'An account with this email already exists. Please log in.' });
  });

  test('forgot password: email format checked; the answer is the same for an unknown email', async ({ page }) => {
    await page.goto('/en/forgot-password');
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email').fill('ghost@e2e.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/If an account exists for this email/);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  });

  test('reset password: a mismatch shows "Passwords do not match." and sends nothing; a bad link is refused', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/reset-password')) sent.push(request.url());
    });
    await page.goto('/en/reset-password/not-a-real-token');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Reset Your Password');
    await page.getByLabel('New Password', { exact: true }).fill('new password 1');
    await page.getByLabel('Confirm New Password').fill('new password 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    expect(sent).toEqual([]);
    await page.getByLabel('Confirm New Password').fill('new password 1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.');
    expect(sent).toHaveLength(1);
  });

  test('forgot → the mail arrives → open the link → reset → log in with the new password; the old password and the old session are refused', async ({ page, browser, baseURL }) => {
    const email = unique();
    const created = await page.request.post('/api/user/register', { data: { fullName: 'Arjun Mehta', email, password: 'old password 1', agreeToTerms: true } });
    expect(created.status()).toBe(201);

    // A session opened before the reset, in another browser.
    const elsewhere = await browser.newContext({ baseURL });
    const oldPage = await elsewhere.newPage();
    await logIn(oldPage, email, 'old password 1');
    await expect(oldPage).toHaveURL(/\/en\/general$/);
    expect((await oldPage.request.get('/api/user/me')).status()).toBe(200);

    await page.goto('/en/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/If an account exists for this email/);

    const mail = await catcher.waitFor(email);
    expect(mail.raw).toMatch(/Subject: Reset your ShortNews password/);
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    const link = resetLinkIn(mail.raw);
    expect(link.startsWith(`${baseURL}/en/reset-password/`)).toBe(true);

    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('new password 2');
    await page.getByLabel('Confirm New Password').fill('new password 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been reset. You can now log in.');
    await expect(page).toHaveURL(/\/en\/login\?reset=1$/, { timeout: 10_000 });

    // The link works once only.
    const reused = await page.request.post('/api/user/reset-password', { data: { token: link.split('/').pop(), password: 'third password 3', confirmPassword: 'third password 3' } });
    expect(reused.status()).toBe(400);

    await logIn(page, email, 'old password 1');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await logIn(page, email, 'new password 2');
    await expect(page).toHaveURL(/\/en\/general$/);

    // The session from before the reset is over: the API refuses it and its menu shows Login.
    expect((await oldPage.request.get('/api/user/me')).status()).toBe(401);
    await oldPage.reload();
    const menu = await openMenu(oldPage);
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await elsewhere.close();
  });

  test('Hindi pages speak Hindi; on a site without Google sign-in, the provider paths say it is not set up', async ({ page }) => {
    await page.goto('/hi/login');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('फिर से स्वागत है');
    await page.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
    await expect(page.getByText('ईमेल आवश्यक है।')).toBeVisible();
    await withoutGoogle(page);
    for (const path of ['/en/loginwithclerk', '/en/loginwithcleark', '/en/signupwithclerk']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Google sign-in is not set up on this site. Please use your email and password.');
    }
  });
});
