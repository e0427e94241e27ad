import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { testImage } from '../tests/helpers/images';
import { E2E_ADMIN, E2E_READER } from './support/accounts';
import { signInWithCredentials } from './support/admin';

/**
 * Issue 11, the table of attacks reproduced against the production build: each test is one row.
 * (Rate-limit fairness, lock-out and quota rows are in Jest, where the client address can vary.)
 */

function countFiles(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) if (entry.isFile()) count += 1;
  return count;
}

/** A raw request (chunked, no Content-Length), so the test controls the body's size and shape. */
function rawRequest(url: string, options: { method: string; headers: Record<string, string>; body: Readable }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method, headers: options.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    options.body.on('error', () => undefined);
    options.body.pipe(request);
  });
}

/** `megabytes` of a JSON string value, produced lazily. */
function hugeJson(megabytes: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  let sent = -1;
  return new Readable({
    read() {
      if (sent === -1) this.push('{"fullName":"');
      else if (sent < megabytes) this.push(chunk);
      else if (sent === megabytes) this.push('"}');
      else this.push(null);
      sent += 1;
    },
  });
}

test.describe('issue 11: attacks from the table', () => {
  test('junk URLs are answered 404 without writing anything to the page cache', async ({ request }) => {
    const cacheDirs = [path.join('.next', 'server', 'app'), path.join('.next', 'cache')];
    const before = cacheDirs.map(countFiles);
    const marker = Date.now().toString(36);
    for (let index = 0; index < 8; index += 1) {
      const api = await request.get(`/api/zz${marker}${index}/x`);
      expect(api.status()).toBe(404);
      expect(await api.json()).toMatchObject({ error: expect.any(String) });
      expect((await request.get(`/en/x${marker}${index}.y/z`)).status()).toBe(404);
    }
    expect(cacheDirs.map(countFiles)).toEqual(before);
  });

  test('a 100 MB chunked JSON body is refused with 413 at once', async ({ baseURL }) => {
    const started = Date.now();
    const answer = await rawRequest(`${baseURL}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: hugeJson(100),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringMatching(/too large/i) });
    expect(Date.now() - started, 'answered before the body was read').toBeLessThan(30_000);
  });

  test('a declared oversize body is refused before it is sent', async ({ request }) => {
    const response = await request.post('/api/user/signin', { headers: { 'content-type': 'application/json' }, data: `{"email":"${'a'.repeat(200 * 1024)}"}` });
    expect(response.status()).toBe(413);
  });

  test('malformed paths and methods answer 4xx JSON, never 500', async ({ request }) => {
    for (const url of ['/api/news/%', '/api/feed/%ff', '/api/blogs/%E0%A4%A', '/en/%']) {
      const response = await request.get(url);
      expect([url, response.status()]).toEqual([url, 400]);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    const multipart = await request.post('/en/general', { multipart: { a: 'b' } });
    expect(multipart.status()).toBe(405);
    const action = await request.post('/en/general', { headers: { 'next-action': 'deadbeef' }, data: '[]' });
    expect(action.status()).toBe(400);
  });

  test('a malformed session cookie is no session, not a 500', async ({ request }) => {
    for (const value of ['%', '%ff', '%E0%A4', 'a'.repeat(3000)]) {
      const response = await request.get('/api/user/me', { headers: { cookie: `next-auth.session-token=${value}` } });
      expect([value.slice(0, 8), response.status()]).toEqual([value.slice(0, 8), 401]);
    }
  });

  test('the login page never sends a reader off-site (callbackUrl with a tab)', async ({ page }) => {
    await page.goto('/en/login?callbackUrl=/%09/example.org');
    await page.getByLabel(/email/i).fill(E2E_READER.email);
    await page.getByLabel(/^password/i).fill(E2E_READER.password);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await expect(page).toHaveURL(/\/en\/general$/);
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
    expect(page.url()).not.toContain('example.org');
  });

  test('CSRF: a cookie-authenticated write from a sibling origin is refused; our own origin and bearer clients pass', async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInWithCredentials(admin, E2E_ADMIN, 'admin-credentials');
    const photo = await testImage({ width: 32, height: 32, color: '#246' });
    const form = (title: string) => ({ title, description: 'CSRF check.', category: 'pharma', photo: { name: 'p.png', mimeType: 'image/png', buffer: photo } });
    const sibling = new URL(baseURL!);
    sibling.port = String(Number(sibling.port) + 1);
    const marker = `csrf-${Date.now()}`;

    const fromSibling = await admin.post('/api/news/add', { headers: { origin: sibling.origin }, multipart: form(`${marker} sibling`) });
    expect(fromSibling.status()).toBe(403);
    const crossSite = await admin.post('/api/news/add', { headers: { 'sec-fetch-site': 'same-site' }, multipart: form(`${marker} same-site`) });
    expect(crossSite.status()).toBe(403);

    const own = await admin.post('/api/news/add', { headers: { origin: new URL(baseURL!).origin }, multipart: form(`${marker} own`) });
    expect(own.status()).toBe(201);
    const created = (await own.json()) as { id?: string; _id?: string; news?: { id: string } };
    const id = created.id ?? created._id ?? created.news?.id;

    const login = await admin.post('/api/admin/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const bearer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}`, origin: sibling.origin } });
    if (id) expect((await bearer.delete(`/api/news/${id}`)).status()).toBe(200);
    await bearer.dispose();
    await admin.dispose();
  });
});
