import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, E2E_READER } from './support/accounts';
import { signInWithCredentials } from './support/admin';

/**
 * D4: every admin page and every mutating news endpoint × {anonymous, user, admin} × headers that
 * have fooled Next.js middleware or its caches — only the admin gets through.
 */
const HEADER_VARIANTS: Record<string, Record<string, string>> = {
  'no extra header': {},
  'x-middleware-subrequest': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  'x-middleware-subrequest (proxy)': { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  'RSC: 1': { RSC: '1' },
  'Next-Router-Prefetch: 1': { RSC: '1', 'Next-Router-Prefetch': '1' },
};

/**
 * Each admin page and the marker only its admin view renders (a data-testid of the server-rendered
 * page: present in the HTML and in the RSC payload; the texts are not, since every page carries
 * the message catalogue).
 */
const ADMIN_PAGES: [string, string | RegExp][] = [
  // /en/admin redirects to the dashboard; an RSC request gets that redirect inside its payload.
  ['/en/admin', /admin-dashboard|NEXT_REDIRECT;replace;\/en\/admin\/8888888888;/],
  ['/en/admin/8888888888', 'admin-dashboard'],
  ['/en/admin/8886664423', 'admin-add-news'],
  ['/en/admin/news/new', 'admin-add-news'],
  ['/en/admin/8884446623', 'admin-news-management'],
  ['/en/admin/news', 'admin-news-management'],
  ['/hi/admin/8884446623', 'admin-news-management'],
];

type Role = 'anonymous' | 'user' | 'admin';

async function contextFor(playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } }, baseURL: string, role: Role): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  if (role === 'user') await signInWithCredentials(context, E2E_READER);
  if (role === 'admin') await signInWithCredentials(context, E2E_ADMIN, 'admin-credentials');
  return context;
}

async function newsForm(title: string, withPhoto = true): Promise<Record<string, string | { name: string; mimeType: string; buffer: Buffer }>> {
  const form: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title,
    description: 'Authorization matrix item.',
    category: 'stocks',
  };
  if (withPhoto) {
    form.photo = { name: 'photo.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } }).png().toBuffer() };
  }
  return form;
}

test.describe('admin authorization matrix', () => {
  test.describe.configure({ mode: 'serial' });
  let contexts: Record<Role, APIRequestContext>;

  test.beforeAll(async ({ playwright, baseURL }) => {
    contexts = {
      anonymous: await contextFor(playwright, baseURL!, 'anonymous'),
      user: await contextFor(playwright, baseURL!, 'user'),
      admin: await contextFor(playwright, baseURL!, 'admin'),
    };
  });
  test.afterAll(async () => {
    for (const context of Object.values(contexts ?? {})) await context.dispose();
  });

  for (const [path, marker] of ADMIN_PAGES) {
    test(`page ${path}`, async () => {
      for (const [variant, headers] of Object.entries(HEADER_VARIANTS)) {
        for (const role of ['anonymous', 'user', 'admin'] as const) {
          const response = await contexts[role].get(path, { headers });
          const body = await response.text();
          const label = `${role} · ${variant}`;
          const shown = typeof marker === 'string' ? body.includes(marker) : marker.test(body);
          if (role === 'admin') {
            // A prefetch of a dynamic page carries no page content for anyone, the admin included:
            // there only "not refused" is asked of the admin (and "nothing shown" of the others).
            const isPrefetch = 'Next-Router-Prefetch' in headers;
            expect({ label, status: response.status(), shown: shown || isPrefetch }).toEqual({ label, status: 200, shown: true });
          } else {
            expect({ label, shown }).toEqual({ label, shown: false });
            // An HTML request is refused by its status too; an RSC request answers the refusal (login
            // redirect or the 403 boundary) inside a 200 flight payload, so there the marker decides.
            if (!('RSC' in headers)) {
              expect({ label, ok: response.status() === 200 && !response.url().includes('/admin/login') }).toEqual({ label, ok: false });
            }
          }
          if (variant === 'no extra header' && role === 'anonymous') expect(response.url()).toContain(`/admin/login?callbackUrl=`);
          if (variant === 'no extra header' && role === 'user') {
            // The 403 page itself is checked in a browser below (its HTML is streamed).
            expect(response.status()).toBe(403);
          }
        }
      }
    });
  }

  test('POST /api/news/add', async () => {
    for (const [variant, headers] of Object.entries(HEADER_VARIANTS)) {
      const title = `authz add ${variant} ${Date.now()}`;
      for (const role of ['anonymous', 'user', 'admin'] as const) {
        const response = await contexts[role].post('/api/news/add', { headers, multipart: await newsForm(title) });
        expect({ role, variant, status: response.status() }).toEqual({ role, variant, status: role === 'admin' ? 201 : role === 'user' ? 403 : 401 });
        const body = await response.json();
        if (role === 'admin') {
          expect(body).toMatchObject({ title, category: 'stocks' });
          expect((await contexts.admin.delete(`/api/news/${body.id}`)).status()).toBe(200);
        } else {
          expect(typeof body.error).toBe('string');
        }
      }
      // Nothing but the admin's item was ever created.
      const all = (await (await contexts.anonymous.get('/api/news/all')).json()) as { title: string }[];
      expect(all.filter((item) => item.title === title)).toHaveLength(0);
    }
  });

  test('PUT and DELETE /api/news/{id}', async () => {
    for (const [variant, headers] of Object.entries(HEADER_VARIANTS)) {
      const created = await contexts.admin.post('/api/news/add', { multipart: await newsForm(`authz target ${variant} ${Date.now()}`) });
      expect(created.status()).toBe(201);
      const item = (await created.json()) as { id: string; title: string };
      for (const role of ['anonymous', 'user'] as const) {
        const expected = role === 'user' ? 403 : 401;
        const put = await contexts[role].put(`/api/news/${item.id}`, { headers, multipart: await newsForm('hijacked', false) });
        expect({ role, variant, method: 'PUT', status: put.status() }).toEqual({ role, variant, method: 'PUT', status: expected });
        const del = await contexts[role].delete(`/api/news/${item.id}`, { headers });
        expect({ role, variant, method: 'DELETE', status: del.status() }).toEqual({ role, variant, method: 'DELETE', status: expected });
      }
      const all = (await (await contexts.anonymous.get('/api/news/all')).json()) as { id: string; title: string }[];
      expect(all.find((each) => each.id === item.id)?.title).toBe(item.title);

      const put = await contexts.admin.put(`/api/news/${item.id}`, { headers, multipart: await newsForm('edited by the admin', false) });
      expect({ variant, status: put.status() }).toEqual({ variant, status: 200 });
      const del = await contexts.admin.delete(`/api/news/${item.id}`, { headers });
      expect({ variant, status: del.status() }).toEqual({ variant, status: 200 });
    }
  });

  test('the bearer token of POST /api/admin/login opens the API; a reader cannot get one', async ({ playwright, baseURL }) => {
    const client = await playwright.request.newContext({ baseURL });
    try {
      const refused = await client.post('/api/admin/login', { data: { email: E2E_READER.email, password: E2E_READER.password } });
      expect(refused.status()).toBe(401);
      expect(await refused.json()).toMatchObject({ success: false });

      const login = await client.post('/api/admin/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
      expect(login.status()).toBe(200);
      const { success, token } = (await login.json()) as { success: boolean; token: string };
      expect(success).toBe(true);
      const authorization = `Bearer ${token}`;
      const created = await client.post('/api/news/add', { headers: { authorization }, multipart: await newsForm(`bearer ${Date.now()}`) });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await client.delete(`/api/news/${id}`, { headers: { authorization: 'Bearer forged.token.value' } })).status()).toBe(401);
      expect((await client.delete(`/api/news/${id}`, { headers: { authorization } })).status()).toBe(200);
    } finally {
      await client.dispose();
    }
  });
});

test('a signed-in reader who opens an admin screen in the browser gets the "not allowed" page', async ({ page }) => {
  await signInWithCredentials(page.request, E2E_READER);
  const response = await page.goto('/en/admin/8886664423');
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('status-forbidden')).toBeVisible();
  await expect(page.getByTestId('admin-add-news')).toHaveCount(0);
});
