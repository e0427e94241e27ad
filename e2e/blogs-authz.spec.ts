import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, E2E_READER } from './support/accounts';
import { signInWithCredentials } from './support/admin';

/**
 * D4 for the blog screens and every mutating /api/blogs endpoint × {anonymous, user, admin} × headers
 * that have fooled Next.js middleware or its caches: only the admin gets through.
 */
const HEADER_VARIANTS: Record<string, Record<string, string>> = {
  'no extra header': {},
  'x-middleware-subrequest': { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  'x-middleware-subrequest (proxy)': { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  'RSC: 1': { RSC: '1' },
};

/** Each blog admin page and a marker only its server-rendered admin view carries. */
const PAGES: [string, string][] = [
  ['/en/customblog', 'admin-create-blog'],
  ['/en/getallblogs', 'admin-blog-management'],
  ['/hi/getallblogs', 'admin-blog-management'],
];

type Role = 'anonymous' | 'user' | 'admin';
type Part = string | { name: string; mimeType: string; buffer: Buffer };

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#a63' } }).png().toBuffer();
}

async function blogForm(title: string): Promise<Record<string, Part>> {
  return {
    title,
    categories: 'Authz',
    content: JSON.stringify([{ title: 'Only section', paragraphs: ['Authorization matrix blog.'] }]),
    coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await png() },
  };
}

const expectedStatus = (role: Role, adminStatus: number) => (role === 'admin' ? adminStatus : role === 'user' ? 403 : 401);

test.describe('blog authorization matrix', () => {
  test.describe.configure({ mode: 'serial' });
  let contexts: Record<Role, APIRequestContext>;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const make = async (role: Role) => {
      const context = await playwright.request.newContext({ baseURL });
      if (role === 'user') await signInWithCredentials(context, E2E_READER);
      if (role === 'admin') await signInWithCredentials(context, E2E_ADMIN, 'admin-credentials');
      return context;
    };
    contexts = { anonymous: await make('anonymous'), user: await make('user'), admin: await make('admin') };
  });
  test.afterAll(async () => {
    for (const context of Object.values(contexts ?? {})) await context.dispose();
  });

  for (const [path, marker] of PAGES) {
    test(`page ${path}`, async () => {
      for (const [variant, headers] of Object.entries(HEADER_VARIANTS)) {
        for (const role of ['anonymous', 'user', 'admin'] as const) {
          const response = await contexts[role].get(path, { headers });
          const label = `${role} · ${variant}`;
          const shown = (await response.text()).includes(marker);
          expect({ label, shown }).toEqual({ label, shown: role === 'admin' });
          if (role === 'admin') expect({ label, status: response.status() }).toEqual({ label, status: 200 });
          if (variant === 'no extra header' && role === 'anonymous') expect(response.url()).toContain('/admin/login?callbackUrl=');
          if (variant === 'no extra header' && role === 'user') expect(response.status()).toBe(403);
        }
      }
    });
  }

  test('POST /api/blogs and POST /api/blogs/upload', async () => {
    for (const [variant, headers] of Object.entries(HEADER_VARIANTS)) {
      const title = `authz blog ${variant} ${Date.now()}`;
      for (const role of ['anonymous', 'user', 'admin'] as const) {
        const created = await contexts[role].post('/api/blogs', { headers, multipart: await blogForm(title) });
        expect({ role, variant, status: created.status() }).toEqual({ role, variant, status: expectedStatus(role, 201) });
        if (role === 'admin') expect((await contexts.admin.delete(`/api/blogs/${((await created.json()) as { id: string }).id}`)).status()).toBe(204);

        const upload = await contexts[role].post('/api/blogs/upload', { headers, multipart: { image: { name: 'i.png', mimeType: 'image/png', buffer: await png() } } });
        expect({ role, variant, upload: upload.status() }).toEqual({ role, variant, upload: expectedStatus(role, 201) });
      }
      const all = (await (await contexts.anonymous.get('/api/blogs')).json()) as { title: string }[];
      expect(all.filter((blog) => blog.title === title)).toHaveLength(0);
    }
  });

  test('PUT and DELETE /api/blogs/{id}', async () => {
    const created = await contexts.admin.post('/api/blogs', { multipart: await blogForm(`authz target ${Date.now()}`) });
    expect(created.status()).toBe(201);
    const blog = (await created.json()) as { id: string; title: string };
    for (const [variant, headers] of Object.entries(HEADER_VARIANTS)) {
      for (const role of ['anonymous', 'user'] as const) {
        const put = await contexts[role].put(`/api/blogs/${blog.id}`, { headers, data: { title: 'hijacked' } });
        expect({ role, variant, method: 'PUT', status: put.status() }).toEqual({ role, variant, method: 'PUT', status: expectedStatus(role, 200) });
        const del = await contexts[role].delete(`/api/blogs/${blog.id}`, { headers });
        expect({ role, variant, method: 'DELETE', status: del.status() }).toEqual({ role, variant, method: 'DELETE', status: expectedStatus(role, 204) });
      }
      expect(((await (await contexts.anonymous.get(`/api/blogs/${blog.id}`)).json()) as { title: string }).title).toBe(blog.title);
    }
    expect((await contexts.admin.put(`/api/blogs/${blog.id}`, { data: { title: 'edited by the admin' } })).status()).toBe(200);
    expect((await contexts.admin.delete(`/api/blogs/${blog.id}`)).status()).toBe(204);
  });
});
