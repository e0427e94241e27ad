import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { downloadedScripts } from './support/scripts';

/**
 * What a quick reader does before the page is alive is kept (lib/early-taps/head-script.ts): the
 * page's scripts are held back here, as a slow phone's network would, while the test taps and
 * types on the server's HTML; then they are let through. Without the keeping, the Menu tap was lost
 * and the sign-in form went out as a bare GET of the login page, password in the address.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isAlive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test.describe('taps before the page is alive', () => {
  test('Menu tapped before the scripts arrive opens once they have', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/sports', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    expect(await isAlive(page)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-early-taps', '');
    await expect(page.getByRole('link', { name: /Read in Hindi/ })).toHaveCount(0);

    release();
    await expect(page.getByRole('link', { name: /Read in Hindi/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('html')).not.toHaveAttribute('data-early-taps', '');
  });

  test('a reader who fills and sends the sign-up form before the scripts arrive gets the account once they have; the password never goes into an address', async ({ page }) => {
    const email = `early-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
    const password = 'early bird secret 42';
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const release = await holdScripts(page);
    await page.goto('/en/signup', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full name').fill('Early Bird');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await isAlive(page)).toBe(false);
    await expect(page).toHaveURL(/\/en\/signup$/);

    release();
    await expect(page).toHaveURL(/\/en\/login\?created=1$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Account created successfully!');
    const withPassword = addresses.filter((address) => decodeURIComponent(address.replace(/\+/g, ' ')).includes(password));
    expect(withPassword).toEqual([]);
  });

  test('an empty sign-up form sent before the scripts arrive gets its checks once they have, and nothing is sent', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/signup', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    release();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('You must agree to the Terms of Service and Privacy Policy.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/signup$/);
  });
});

test('the keeper and the theme script are in a page once: not again in its RSC payload, not in the scripts the browser downloads', async ({ page }) => {
  const html = await (await page.goto('/en/general'))!.text();
  // The keeper's first statement, and the theme script's setting of the text size.
  expect(html.split('__earlyTaps)return').length - 1).toBe(1);
  expect(html.split("setAttribute('data-text-size'").length - 1).toBe(1);
  const scripts = await downloadedScripts(page, '/en/general');
  expect(scripts).toContain('__earlyTaps'); // the mark that replays (HydrationMark)
  expect(scripts).not.toContain('data-early-taps');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});
