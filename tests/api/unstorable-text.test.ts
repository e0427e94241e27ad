/** @jest-environment node */
import util from 'node:util';
import { databaseTargets } from '../helpers/databases';
import { accountsTestEnv, call, resetRateLimits } from '../helpers/accounts-api';
import { releaseTestDatabase, useTestDatabase } from '../helpers/app-context';
import { testImage } from '../helpers/images';

/**
 * Issue 25 item 5: PostgreSQL refuses NUL (U+0000) in text and jsonb, and a lone surrogate is not
 * Unicode (the drivers silently store U+FFFD instead). A NUL in a string field of a JSON API used
 * to reach the database and answer 500, and the error log then carried the failed statement with
 * its parameters (an email, a password hash). Every string field of every JSON API is refused
 * with a 400 by the shared validation (lib/zod-api.ts), in the caller's language (`code`).
 */
accountsTestEnv();

jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = '\uDC00b';

describe.each(databaseTargets())('a NUL or a lone surrogate in any string field → 400, on $name', (target) => {
  let cleanup: () => Promise<void>;
  let auth: { reader: Record<string, string>; admin: Record<string, string> };
  let readerEmail: string;
  const logged: string[] = [];
  const restore: Array<() => void> = [];

  beforeAll(async () => {
    const opened = await target.open();
    cleanup = opened.cleanup;
    const { adminToken, readerToken, reader } = await useTestDatabase(opened);
    readerEmail = reader.email;
    auth = { reader: { authorization: `Bearer ${readerToken}` }, admin: { authorization: `Bearer ${adminToken}` } };
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      const original = console[method];
      console[method] = (...args: unknown[]) => void logged.push(util.format(...args));
      restore.push(() => (console[method] = original));
    }
  });
  afterAll(async () => {
    restore.forEach((undo) => undo());
    releaseTestDatabase();
    await cleanup();
  });
  beforeEach(resetRateLimits);

  const route = async (file: string): Promise<Record<string, Handler>> => import(`@/app/api/${file}/route`);

  /** Every JSON API with string fields: a valid body, and the path of each string field in it. */
  const cases = (): { name: string; file: string; method: string; path: string; body: Record<string, unknown>; as?: 'reader' | 'admin'; fields: string[] }[] => [
    {
      name: 'register',
      file: 'user/register',
      method: 'POST',
      path: '/api/user/register',
      body: { fullName: 'Asha Rao', email: 'asha-nul@example.com', password: 'a good long password', agreeToTerms: true },
      fields: ['fullName', 'email', 'password'],
    },
    { name: 'signin', file: 'user/signin', method: 'POST', path: '/api/user/signin', body: { email: readerEmail, password: 'reader-password-1' }, fields: ['email', 'password'] },
    { name: 'forgot-password', file: 'user/forgot-password', method: 'POST', path: '/api/user/forgot-password', body: { email: readerEmail }, fields: ['email'] },
    {
      name: 'reset-password',
      file: 'user/reset-password',
      method: 'POST',
      path: '/api/user/reset-password',
      body: { token: 'x'.repeat(43), password: 'another long password', confirmPassword: 'another long password' },
      fields: ['token', 'password', 'confirmPassword'],
    },
    { name: 'admin login', file: 'admin/login', method: 'POST', path: '/api/admin/login', body: { email: readerEmail, password: 'reader-password-1' }, fields: ['email', 'password'] },
    {
      name: 'bookmarks PUT',
      file: 'user/bookmarks',
      method: 'PUT',
      path: '/api/user/bookmarks',
      as: 'reader',
      body: { lang: 'en', articles: [{ title: 'Markets', description: 'd', url: 'https://wire.test/a', publishedAt: '2026-11-23T09:00:00.000Z', source: { name: 'Wire' }, category: 'general', uniqueId: 'u1' }] },
      fields: ['articles.0.title', 'articles.0.description', 'articles.0.url', 'articles.0.publishedAt', 'articles.0.source.name', 'articles.0.category', 'articles.0.uniqueId'],
    },
    { name: 'bookmarks DELETE', file: 'user/bookmarks', method: 'DELETE', path: '/api/user/bookmarks', as: 'reader', body: { lang: 'en', title: 'Markets' }, fields: ['title'] },
    { name: 'read PUT', file: 'user/read', method: 'PUT', path: '/api/user/read', as: 'reader', body: { stories: [{ key: 'news:1' }] }, fields: ['stories.0.key'] },
    {
      name: 'blog PUT',
      file: 'blogs/[id]',
      method: 'PUT',
      path: '/api/blogs/00000000-0000-4000-8000-000000000000',
      as: 'admin',
      body: { title: 'A blog', categories: ['Markets'], authorName: 'Asha', imageUrl: 'https://img.example.com/a.png', content: { title: 'Intro', paragraphs: ['One.'] } },
      fields: ['title', 'categories.0', 'authorName', 'imageUrl', 'content.title', 'content.paragraphs.0'],
    },
    {
      name: 'blog PUT, content as items',
      file: 'blogs/[id]',
      method: 'PUT',
      path: '/api/blogs/00000000-0000-4000-8000-000000000000',
      as: 'admin',
      body: { content: [{ type: 'section', title: 'Intro', paragraphs: ['One.'] }, 'A paragraph.'] },
      fields: ['content.0.title', 'content.0.paragraphs.0', 'content.1'],
    },
    { name: 'google-auth', file: 'user/google-auth', method: 'POST', path: '/api/user/google-auth', body: { token: 'header.payload.signature' }, fields: ['token'] },
  ];

  function withValue(body: Record<string, unknown>, field: string, value: string): Record<string, unknown> {
    const copy = structuredClone(body);
    const parts = field.split('.');
    let node = copy as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
    node[parts.at(-1)!] = value;
    return copy;
  }

  it('every JSON API answers 400 with the stable code, for NUL and lone surrogates in each string field', async () => {
    const failures: string[] = [];
    for (const { name, file, method, path, body, as, fields } of cases()) {
      const handler = (await route(file))[method];
      for (const field of fields) {
        for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
          resetRateLimits();
          const { status, body: answer } = await call(handler, { path, method, body: withValue(body, field, bad), headers: as ? auth[as] : {} });
          const seen = { status, code: answer.code, path: (answer.issues as { path?: string }[] | undefined)?.[0]?.path };
          const wanted = { status: 400, code: 'apiErrors.input.textNotStorable', path: field };
          if (!util.isDeepStrictEqual(seen, wanted)) failures.push(`${name} ${field} ${JSON.stringify(bad)}: ${JSON.stringify(seen)} ${JSON.stringify(answer).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the Add News form (multipart) refuses them too', async () => {
    const { POST } = await route('news/add');
    const photo = new Blob([new Uint8Array(await testImage({ width: 8, height: 8 }))], { type: 'image/png' });
    for (const field of ['title', 'description', 'category', 'url', 'language']) {
      const form = new FormData();
      const fields: Record<string, string> = { title: 'T', description: 'D', category: 'India', url: 'https://example.com/', language: 'en', [field]: field === 'url' ? 'https://example.com/\u0000' : NUL };
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      form.set('photo', photo, 'p.png');
      const response = await POST(new Request('http://localhost:3000/api/news/add', { method: 'POST', headers: auth.admin, body: form }), { params: Promise.resolve({}) });
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
    }
  });

  it('next-auth\'s credentials (no schema of ours on that path) find no account for such an email, without asking the database', async () => {
    const { verifyCredentials } = await import('@/lib/auth/users');
    for (const email of [`${NUL}@example.com`, `${LONE_HIGH}@example.com`]) await expect(verifyCredentials(email, 'any password')).resolves.toBeNull();
  });

  it('search refuses a NUL in the query', async () => {
    const { GET } = await route('search');
    const { status, body } = await call(GET, { path: '/api/search?q=a%00b' });
    expect({ status, code: body.code }).toEqual({ status: 400, code: 'apiErrors.input.textNotStorable' });
  });

  it('the text the answer gives is the English message; Hindi pages show its code\'s text', async () => {
    const { POST } = await route('user/register');
    const { status, body } = await call(POST, { path: '/api/user/register', body: { fullName: NUL, email: 'nul2@example.com', password: 'a good long password', agreeToTerms: true } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'Text cannot contain NUL characters or broken Unicode.', message: 'Text cannot contain NUL characters or broken Unicode.', issues: [{ path: 'fullName', code: 'apiErrors.input.textNotStorable' }] });
    const hi = (await import('@/messages/hi/apiErrors.json')).default as { input: Record<string, string> };
    expect(hi.input.textNotStorable).toEqual(expect.any(String));
  });

  it('nothing was written and no request failed: no 500 was logged', () => {
    expect(logged.filter((line) => /failed|error/i.test(line) && /\[api\]/.test(line))).toEqual([]);
  });

  it('a statement PostgreSQL refuses is logged with its message and code, never its parameters', async () => {
    const { getDb } = await import('@/lib/db');
    const { users } = await import('@/models/schema');
    const { toErrorResponse } = await import('@/lib/http/handler');
    const db = await getDb();
    // Past the validation, straight to the database: what any unforeseen path to a refused statement would do.
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$bGVha2Vkc2FsdA$bGVha2VkaGFzaGxlYWtlZGhhc2g';
    const error = await db
      .insert(users)
      .values({ email: 'leak-me@example.com', fullName: 'a\u0000b', passwordHash: hash, role: 'user' })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Error);
    logged.length = 0;
    const response = toErrorResponse(error, new Request('http://localhost/api/user/register', { headers: { 'x-request-id': 'req-nul-1' } }));
    expect(response.status).toBe(500);
    const text = logged.join('\n');
    expect(text).toContain('[api] request req-nul-1 failed');
    // Its message (the statement with placeholders) and the SQLSTATE of the refusal…
    expect(text).toContain('insert into "users"');
    expect(text).toMatch(/\[code 22021\]|\[code 22P05\]/);
    // …and not one value of the statement.
    expect(text).not.toContain('leak-me@example.com');
    expect(text).not.toContain(hash);
    expect(text).not.toContain('bGVha2Vk');
  });

  it('ordinary Unicode is kept: Hindi, emoji (surrogate pairs), tabs and newlines', async () => {
    const { POST } = await route('user/register');
    const { status } = await call(POST, { path: '/api/user/register', body: { fullName: 'आशा 😀\tराव\n', email: 'unicode-ok@example.com', password: 'a good long password 😀', agreeToTerms: true } });
    expect(status).toBe(201);
  });
});
