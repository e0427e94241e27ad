import type { Page } from '@playwright/test';
import { signInBrowser } from './support/admin';
import { expect, test } from './support/fixtures';
import { readerReady } from './support/touch';

/** Follow and "For you" on a phone (issue 27): the follow button sits in the side panel with the alerts bell. See e2e/foryou.spec.ts. */

async function followFromPanel(page: Page, path: string, panelLabel: string, followLabel: string) {
  await page.goto(path);
  await readerReady(page);
  await page.getByRole('button', { name: panelLabel }).tap();
  const follow = page.getByTestId('mobile-panel').getByRole('button', { name: followLabel });
  await follow.tap();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('mobile-panel').getByRole('link', { name: /For you|आपके लिए/ }).tap();
  await page.waitForURL(`**${path.slice(0, 3)}/foryou`);
}

const yourStories = (page: Page) => page.getByTestId('foryou-list').locator(':scope > li');

test('phone, English, signed out: follow FMCG in the panel, For you opens with it first', async ({ page, ownNews }) => {
  test.slow();
  const story = await ownNews.create({ title: 'Soap prices steady', category: 'fmcg', language: 'en' });
  await followFromPanel(page, '/en/fmcg', 'Open categories and topics', 'Follow FMCG');
  await expect(page.getByTestId('foryou').getByRole('heading', { level: 1, name: 'For you' })).toBeVisible();
  // The newest story of all may sit in "Top stories" above (the same for everyone); below it, FMCG first.
  await expect(page.getByTestId('foryou').getByRole('heading', { name: story.title })).toBeVisible();
  await expect(yourStories(page).nth(0)).toHaveAttribute('data-category', 'fmcg');
  expect((await page.reload())?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
});

test('phone, Hindi, signed in: the panel follow goes to the account and For you is built from it', async ({ page, ownNews, marker }) => {
  test.slow();
  const story = await ownNews.create({ title: 'बिजली दरें घटीं', category: 'power', language: 'hi' });
  const account = { email: `foryou-phone-${marker}@e2e.test`.toLowerCase(), password: 'a long e2e password 1' };
  expect((await page.request.post('/api/user/register', { data: { fullName: 'Phone Reader', ...account, agreeToTerms: true } })).status()).toBe(201);
  await signInBrowser(page, account);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/topics') && r.request().method() === 'PUT' && r.ok());
  await followFromPanel(page, '/hi/power', 'श्रेणियाँ और विषय खोलें', 'ऊर्जा फ़ॉलो करें');
  await saved;
  expect((await (await page.request.get('/api/user/topics')).json()).followed).toEqual(['power']);
  await expect(page.getByTestId('foryou').getByRole('heading', { level: 1, name: 'आपके लिए' })).toBeVisible();
  await expect(page.getByTestId('foryou').getByRole('heading', { name: story.title })).toBeVisible();
  await expect(yourStories(page).nth(0)).toHaveAttribute('data-category', 'power');
});
