import { expect, test } from './support/fixtures';
import { holdLivePolls, liveAnswersUncached, pollLiveUntil } from './support/live';

/**
 * Live updates of an open feed (issue 27), desktop: a story published while the page is open comes
 * in at the top when the reader is there; further down a "N new stories" button appears (nothing
 * moves under the reader), the tab's title shows the count, and one polite announcement is made.
 * The feed polls every 30 s and when the tab comes back; the test brings the tab "back" to poll now,
 * with the browser's cache of the answers off (e2e/support/live.ts).
 */
for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: new stories slide in at the top, or wait behind a button further down, with the count in the title`, async ({ page, ownNews }) => {
    test.slow();
    const text =
      lang === 'en'
        ? { button: /^\d+ new stor(y|ies)$/, added: /new stor(y|ies) at the top of the list\./, waiting: /new stor(y|ies): the button above the list shows/ }
        : { button: /^\d+ नई ख़बर(ें)?$/, added: /सूची में सबसे ऊपर \d+ नई ख़बर/, waiting: /नई ख़बर(ें)?: सूची के ऊपर का बटन/ };
    await liveAnswersUncached(page);
    await page.goto(`/${lang}/general`);
    const list = page.getByTestId('feed-list');
    await expect(list.locator('li').first()).toBeVisible();
    const title = await page.title();

    // At the top: the story goes in at once.
    const first = await ownNews.create({ title: lang === 'en' ? 'Live: rail budget raised' : 'लाइव: रेल बजट बढ़ा', category: 'india', language: lang });
    await pollLiveUntil(page, async () => (await list.locator('li[data-live="true"]').filter({ hasText: first.title }).count()) === 1);
    await expect(page.getByTestId('live-announcement')).toHaveText(text.added);
    await expect(page.getByTestId('new-stories')).toHaveCount(0);
    expect(await page.title()).toBe(title);

    // Further down: a button, the count in the title, the list unchanged under the reader.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const firstCard = await list.locator('li').first().textContent();
    const second = await ownNews.create({ title: lang === 'en' ? 'Live: metro line opens' : 'लाइव: मेट्रो लाइन खुली', category: 'india', language: lang });
    await pollLiveUntil(page, async () => (await page.getByTestId('new-stories').count()) === 1);
    await expect(page.getByTestId('new-stories')).toHaveText(text.button);
    await expect(page.getByTestId('live-announcement')).toHaveText(text.waiting);
    expect(await page.title()).toMatch(/^\(\d+\) /);
    expect(await list.locator('li').first().textContent()).toBe(firstCard);
    await expect(list.getByText(second.title)).toHaveCount(0);

    // The button: to the top, the stories there, the title as it was.
    await holdLivePolls(page);
    await page.getByTestId('new-stories').click();
    await expect(list.locator('li[data-live="true"]').filter({ hasText: second.title })).toHaveCount(1);
    await expect(page.getByTestId('new-stories')).toHaveCount(0);
    await expect.poll(() => page.title()).toBe(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
}

test('the endpoint: one cacheable URL for every reader of a page, 4xx for bad input', async ({ request, ownNews }) => {
  const before = new Date(Date.now() - 1000).toISOString();
  const story = await ownNews.create({ title: 'Live endpoint story', category: 'india', language: 'en' });
  const response = await request.get(`/api/news/india/since?lang=en&after=${encodeURIComponent(before)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/public.*max-age=15/);
  const body = await response.json();
  expect(body.stories.map((s: { title: string }) => s.title)).toContain(story.title);
  for (const [url, status] of [
    ['/api/news/india/since?lang=fr&after=2026-01-01T00:00:00Z', 400],
    ['/api/news/india/since?lang=en&after=yesterday', 400],
    ['/api/news/india/since?lang=en', 400],
    ['/api/news/nowhere/since?lang=en&after=2026-01-01T00:00:00Z', 404],
  ] as const) {
    const bad = await request.get(url);
    expect(bad.status(), url).toBe(status);
    expect((await bad.json()).error).toEqual(expect.any(String));
  }
});

for (const lang of ['en', 'hi'] as const) {
  test(`For you, ${lang}: a new story waits behind the button (the ranked page never changes by itself); the button brings the page with it`, async ({ page, ownNews }) => {
    test.slow();
    const text = lang === 'en' ? { follow: 'Follow Power', button: /^\d+ new stor(y|ies)$/, waiting: /new stor(y|ies): the button above the list shows/ } : { follow: 'ऊर्जा फ़ॉलो करें', button: /^\d+ नई ख़बर(ें)?$/, waiting: /नई ख़बर(ें)?: सूची के ऊपर का बटन/ };
    const earlier = await ownNews.create({ title: lang === 'en' ? 'Live: grid tender opens' : 'लाइव: ग्रिड निविदा खुली', category: 'power', language: lang });
    await liveAnswersUncached(page);
    await page.goto(`/${lang}/foryou`);
    const follow = page.getByTestId('foryou-topics').getByRole('button', { name: text.follow });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    // The follow fetches the page again: Power's stories lead "Your stories" (the earlier story may already sit in Top stories).
    const onPage = (title: string) => page.getByTestId('foryou').getByRole('heading', { name: title });
    await expect(page.getByTestId('foryou-list').locator(':scope > li').first()).toHaveAttribute('data-category', 'power');
    await expect(onPage(earlier.title)).toBeVisible();
    // The page's title (a dynamic page's metadata may arrive after its content).
    const title = lang === 'en' ? 'For you | ShortNews' : 'आपके लिए | ShortNews';
    await expect(page).toHaveTitle(title);
    const pageText = () => page.getByTestId('foryou').locator('[data-testid="foryou-top"] h2, [data-testid="foryou-list"] h2').allTextContents();
    const before = await pageText();

    const story = await ownNews.create({ title: lang === 'en' ? 'Live: solar park commissioned' : 'लाइव: सौर पार्क शुरू', category: 'power', language: lang });
    await pollLiveUntil(page, async () => (await page.getByTestId('new-stories').count()) === 1);
    await expect(page.getByTestId('new-stories')).toHaveText(text.button);
    await expect(page.getByTestId('live-announcement')).toHaveText(text.waiting);
    expect(await page.title()).toMatch(/^\(\d+\) /);
    // Nothing moved: the page is the one the reader was reading.
    expect(await pageText()).toEqual(before);
    expect(before.length).toBeGreaterThan(1);
    await expect(onPage(story.title)).toHaveCount(0);

    await holdLivePolls(page);
    await page.getByTestId('new-stories').click();
    await expect(onPage(story.title)).toBeVisible();
    await expect(page.getByTestId('new-stories')).toHaveCount(0);
    await expect.poll(() => page.title()).toBe(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
}
