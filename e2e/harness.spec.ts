import { expect, test, testClientAddress, workerClientAddress } from './support/fixtures';

/** The fixtures other specs rely on: own data is really deleted, saved sign-ins really work. */
test.describe('browser-test fixtures', () => {
  test.describe.configure({ mode: 'serial' });
  let createdId = '';
  let createdTitle = '';

  test('ownNews creates a marked story that readers see', async ({ ownNews, marker, request }) => {
    const item = await ownNews.create({ title: 'Harness check', category: 'power', language: 'en' });
    expect(item.title).toContain(marker);
    createdId = item.id;
    createdTitle = item.title;
    const list = (await (await request.get('/api/news/power')).json()) as { _id: string }[] | { news: { _id: string }[] };
    expect(JSON.stringify(list)).toContain(createdId);
  });

  test('…and deletes it after the test', async ({ request }) => {
    expect(createdId).not.toBe('');
    const list = await (await request.get('/api/news/power')).text();
    expect(list).not.toContain(createdId);
    expect(list).not.toContain(createdTitle);
  });

  test('the saved sign-ins are the e2e reader and admin, without a login page', async ({ readerRequest, adminRequest, readerPage }) => {
    expect(((await (await readerRequest.get('/api/user/me')).json()) as { user: { email: string } }).user.email).toBe('reader@e2e.test');
    expect(((await (await adminRequest.get('/api/user/me')).json()) as { user: { email: string; role: string } }).user).toMatchObject({ email: 'admin@e2e.test', role: 'admin' });
    // A reader may open a blog article (signed-in readers only).
    const blogs = (await (await readerPage.request.get('/api/blogs')).json()) as { _id: string }[] | { blogs: { _id: string }[] };
    const first = (Array.isArray(blogs) ? blogs : blogs.blogs)[0];
    const response = await readerPage.goto(`/en/blogs/${first._id}`);
    expect(response?.status()).toBe(200);
    await expect(readerPage).toHaveURL(new RegExp(`/en/blogs/${first._id}$`));
  });

  test('each test has its own client address, which every request of the test sends', async ({ clientAddress, extraHTTPHeaders }, testInfo) => {
    expect(clientAddress).toBe(testClientAddress(testInfo));
    expect(extraHTTPHeaders?.['x-forwarded-for']).toBe(clientAddress);
    expect(clientAddress).not.toBe(workerClientAddress(testInfo.workerIndex));
    expect(testClientAddress({ ...testInfo, testId: `${testInfo.testId}x` })).not.toBe(clientAddress);
    expect(testClientAddress({ ...testInfo, retry: testInfo.retry + 1 })).not.toBe(clientAddress);
    expect(workerClientAddress(0)).not.toBe(workerClientAddress(1));
    expect(clientAddress).toMatch(/^10\.([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9])\.\d{1,3}\.\d{1,3}$/);
  });

  // The two tests below run in one worker, one after the other (serial). Before each test had an
  // address of its own, the second was refused: the first had used up the worker address's sign-ups.
  test('a test that uses up its address\'s 20 sign-ups an hour is refused the 21st…', async ({ request }) => {
    // The limit is counted before the body is checked: 20 empty sign-ups (422) use the allowance up.
    for (let index = 0; index < 20; index++) expect((await request.post('/api/user/register', { data: {} })).status()).toBe(422);
    const refused = await request.post('/api/user/register', { data: {} });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  });

  test('…and the next test of the same worker still signs up', async ({ request, marker, readerRequest }) => {
    const account = { fullName: 'Harness Reader', email: `harness-${marker}@e2e.test`.toLowerCase(), password: 'a long e2e password 1', agreeToTerms: true };
    const response = await request.post('/api/user/register', { data: account });
    expect(response.status(), await response.text()).toBe(201);
    // The worker's saved sign-in (made from the worker's address) serves this test's address.
    expect((await readerRequest.get('/api/user/me')).status()).toBe(200);
  });
});
