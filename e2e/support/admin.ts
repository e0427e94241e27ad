import { expect, type Page } from '@playwright/test';

/** The admin account the e2e server seeds (playwright.config.ts webServer env). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

export async function loginAsAdmin(page: Page, locale = 'en'): Promise<void> {
  await page.goto(`/${locale}/admin/login`);
  await page.getByLabel(/email|ईमेल/i).fill(E2E_ADMIN.email);
  await page.getByLabel(/password|पासवर्ड/i).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /log in|लॉग इन/i }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/admin/8888888888$`));
}
