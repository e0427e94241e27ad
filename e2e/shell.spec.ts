import { expect, test } from './support/fixtures';
import { loginAsAdmin } from './support/admin';
import { holdScripts } from './support/scripts';

test.describe('routing', () => {
  test('/ lands on the English top stories, rendered on the server', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/general$/);
    await expect(page).toHaveTitle('Top Headlines News | ShortNews');
    // The cards are in the server's HTML, before any JavaScript runs.
    const html = await (await request.get('/en/general')).text();
    expect(html.match(/data-testid="news-card"/g)?.length ?? 0).toBeGreaterThan(3);
  });

  test('an unknown category goes to general in the same language', async ({ page }) => {
    await page.goto('/en/not-a-category');
    await expect(page).toHaveURL(/\/en\/general$/);
    await page.goto('/hi/nothing-here');
    await expect(page).toHaveURL(/\/hi\/general$/);
  });

  test('the remembered language decides where / goes', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'hi', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi\/general$/);
  });
});

test.describe('Hindi shell', () => {
  test('/hi/general shows the Hindi menu, labels and footer', async ({ page }) => {
    await page.goto('/hi/general');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('टॉप हेडलाइंस समाचार | ShortNews');
    await page.getByRole('button', { name: 'मेन्यू' }).click();
    const menu = page.getByRole('navigation', { name: 'मुख्य मेन्यू' });
    await expect(menu.getByRole('heading', { name: 'श्रेणियाँ' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'शेयर बाज़ार' })).toHaveAttribute('href', '/hi/stocks');
    await expect(page.getByTestId('site-footer')).toContainText('सेवा की शर्तें');
  });

  test('the language switch keeps the page', async ({ page }) => {
    await page.goto('/en/banking');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: /Read in Hindi/ }).click();
    await expect(page).toHaveURL(/\/hi\/banking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('बैंकिंग');
  });

  test('on a page prerendered at build time the server links the same page in the other language, not its internal path', async ({ page, request }) => {
    // The link was /hi/desktop/aboutus in the server's HTML (what a crawler follows) and stayed so in the page.
    const html = await (await request.get('/en/aboutus')).text();
    expect(html).not.toMatch(/href="\/(en|hi)\/(mobile|desktop)\//);
    expect(html).toContain('href="/hi/aboutus"');
    await page.goto('/en/aboutus');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: /Read in Hindi/ }).click();
    await expect(page).toHaveURL(/\/hi\/aboutus$/);
  });
});

test.describe('desktop header, side menu and footer', () => {
  test('Menu opens the categories and turns into Close', async ({ page }) => {
    await page.goto('/en/general');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('heading', { name: 'Categories' })).toBeVisible();
    const labels = await menu.getByRole('list').first().getByRole('link').allTextContents();
    expect(labels).toEqual([
      'General', 'India', 'Business', 'Stocks', 'Corporate Actions', 'Personal Finance', 'Banking',
      'Pharma', 'Automobile', 'FMCG', 'Power', 'IPO', 'Cryptocurrencies',
    ]);
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');
    await menu.getByRole('link', { name: 'Pharma' }).click();
    await expect(page).toHaveURL(/\/en\/pharma$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  });

  test('by keyboard before the menu’s code is in: Enter opens it, Tab reaches its links, and focus stays on the link when the code arrives', async ({ page }) => {
    await page.goto('/en/aboutus');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // A slow network from here on: the menu's code (asked for when Menu gets focus) waits.
    const release = await holdScripts(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveAttribute('aria-expanded', 'true');
    // Tab to the menu's third link (the server's copy, its links plain links meanwhile).
    const focusedInMenu = () => menu.evaluate((nav) => (nav.contains(document.activeElement) ? document.activeElement!.textContent : null));
    for (let presses = 0; presses < 40 && (await focusedInMenu()) === null; presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(focusedInMenu).toBe('Business');

    release();
    // The live menu takes the server's place: its controls come in, focus stays on the same link.
    await expect(menu.getByRole('button', { name: 'Follow Business' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Business' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/business$/);
    await expect(menu).toBeHidden();
  });

  test('a site link is a navigation within the page, not a page load; Ctrl+click still opens a new tab (issue 28)', async ({ page, context }) => {
    await page.goto('/en/aboutus');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => Object.assign(window, { beforeTheClick: 'kept' }));

    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pharma' }).click({ modifiers: ['ControlOrMeta'] });
    await (await opened).waitForURL(/\/en\/pharma$/);
    await expect(page).toHaveURL(/\/en\/aboutus$/);

    await page.getByRole('link', { name: 'ShortNews home' }).click();
    await expect(page).toHaveURL(/\/en\/general$/);
    await expect(page.getByTestId('feed-list').locator('li').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeTheClick?: string }).beforeTheClick)).toBe('kept');
    expect(documents).toEqual([]);
  });

  test('the logo leads to the top stories of the current language', async ({ page }) => {
    await page.goto('/hi/aboutus');
    await page.getByRole('link', { name: 'ShortNews होम' }).click();
    await expect(page).toHaveURL(/\/hi\/general$/);
  });

  test('the footer has copyright, contact, legal links in new tabs and six social links', async ({ page }) => {
    await page.goto('/en/general');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ShortNews`);
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(6);
  });
});

test.describe('static pages', () => {
  test('terms: table of contents and five sections, one open at a time', async ({ page }) => {
    await page.goto('/en/termsofservice');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const buttons = page.locator('section[id] h2 button');
    await expect(buttons).toHaveCount(5);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(2).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
    // Each section's paragraphs, read from the compiled catalog by index, with the placeholders filled.
    await buttons.nth(0).click();
    const first = page.locator('section[id="acceptance"] p');
    await expect(first).toHaveCount(3);
    await expect(first.first()).toContainText('By accessing or using ShortNews');
    await expect(page.locator('article')).not.toContainText('{');
  });

  test('privacy has ten sections, in Hindi too', async ({ page }) => {
    await page.goto('/hi/privacypolicy');
    await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeVisible();
    await expect(page.locator('section[id] h2 button')).toHaveCount(10);
  });

  test('about: mission, four weighted values and a disclaimer', async ({ page }) => {
    await page.goto('/en/aboutus');
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    for (const [id, name, weight] of [['trust', 'Trust', 40], ['understanding', 'Understanding', 30], ['clarity', 'Clarity', 20], ['feedback', 'Feedback', 10]] as const) {
      await expect(page.getByTestId(`value-${id}`).getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(page.getByTestId(`value-${id}`)).toContainText(`${weight}% of what we do`);
    }
    await expect(page.getByTestId('value-feedback')).toContainText('make ShortNews better');
    await expect(page.locator('article')).not.toContainText('{');
    await expect(page.getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
  });

  test('disclaimer page links to terms and privacy', async ({ page }) => {
    await page.goto('/en/disclaimer');
    // Its three paragraphs, read by index, with the placeholders filled; then the two buttons.
    await expect(page.locator('article > p')).toHaveCount(4);
    await expect(page.locator('article')).toContainText('ShortNews');
    await expect(page.locator('article')).not.toContainText('{');
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(/\/en\/privacypolicy$/);
  });
});

test.describe('admin pages are guarded on the server', () => {
  for (const headers of [{} as Record<string, string>, { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' }, { RSC: '1' }, { 'x-middleware-subrequest': 'proxy', RSC: '1', 'Next-Router-Prefetch': '1' }]) {
    test(`anonymous /en/admin/8888888888 → admin login (headers: ${Object.keys(headers).join(', ') || 'none'})`, async ({ request }) => {
      const response = await request.get('/en/admin/8888888888', { headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()['location']).toMatch(/\/en\/admin\/login\?callbackUrl=%2Fen%2Fadmin%2F8888888888$/);
      const body = await response.text();
      expect(body).not.toContain('Admin Dashboard');
    });
  }

  test('the internal device path cannot be used to skip the guard', async ({ request }) => {
    const response = await request.get('/en/desktop/admin/8888888888', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/en\/general$/);
  });

  test('an admin logs in and sees the dashboard with its two cards', async ({ page }) => {
    await loginAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('dashboard-add-news')).toHaveAttribute('href', '/en/admin/8886664423');
    await expect(page.getByTestId('dashboard-all-news')).toHaveAttribute('href', '/en/admin/8884446623');
    await page.goto('/en/admin');
    await expect(page).toHaveURL(/\/en\/admin\/8888888888$/);
  });

  test('a wrong admin password shows the SPEC message', async ({ page }) => {
    await page.goto('/en/admin/login');
    await page.getByLabel('Email').fill('admin@e2e.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.locator('form [role=alert]')).toHaveText('Invalid username or password. Please try again.');
  });
});
