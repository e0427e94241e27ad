import { expect, test } from './support/fixtures';

test('mobile: log in, the menu’s user section shows Logout, logging out shows Login and Sign Up again', async ({ page }) => {
  const email = `mobile-${Date.now()}@e2e.test`;
  expect((await page.request.post('/api/user/register', { data: { fullName: 'Mobile Reader', email, password: 'mobile password 1', agreeToTerms: true } })).status()).toBe(201);

  await page.goto('/en/login');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('mobile password 1');
  await page.getByRole('button', { name: 'Log In', exact: true }).tap();
  await expect(page).toHaveURL(/\/en\/general$/);

  await page.goto('/en/ipo');
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Logout' }).tap();
  await expect(page).toHaveURL(/\/en\/general$/);
  await page.waitForLoadState();
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/en/login');
  await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
});
