import { expect, test, workerClientAddress } from './support/fixtures';

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

  test('each worker, and each run, has its own client address', async ({ clientAddress }, testInfo) => {
    expect(clientAddress).toBe(workerClientAddress(testInfo.workerIndex));
    expect(workerClientAddress(0)).not.toBe(workerClientAddress(1));
    expect(clientAddress).toMatch(/^10\.\d{1,3}\.\d{1,3}\.\d{1,3}$/);
  });
});
