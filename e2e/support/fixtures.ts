/**
 * The browser tests' fixtures: import `test` and `expect` from here instead of '@playwright/test'.
 *
 * - `marker`: a string unique to this test (run, worker, test); put it in every title or email a
 *   test creates, and look for it instead of "the first card" — other tests write in parallel.
 * - `ownNews` / `ownBlog`: create news items and blogs through the admin API, marked, and delete
 *   them after the test (also when it fails).
 * - `adminState` / `readerState`: the e2e admin's and reader's sign-in, made once per worker and
 *   saved (Playwright storage state); `adminPage` / `readerPage` / `adminRequest` / `readerRequest`
 *   start from it without a login page. Tests that log out or change a password make an account of
 *   their own instead (logging out ends every session of the account).
 * - `clientAddress`: every request of a test carries its own X-Forwarded-For (the e2e server trusts
 *   one proxy hop), derived from the run, the worker, the test and the retry, so per-address rate
 *   limits (sign-ups: 20 an hour) are per test: no test can use up another's allowance, however
 *   many tests a worker runs before it. Every request of one test shares it (pages, `request`,
 *   `readerRequest`…, contexts made from `browser`). The worker's saved sign-ins come from
 *   `workerAddress`; a session is bound to no address, so it serves every test's address.
 * - CSP: every page of the test (`page`, `adminPage`, `readerPage`) is watched; a Content Security
 *   Policy violation reported by Chromium fails the test (issue 11: no page may break under the CSP).
 */
import './localhost-lookup';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, request as newRequest, type APIRequestContext, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { SIGNED_IN_KEY } from '../../lib/account-data/traces';
import { testImageFile } from '../../tests/helpers/images';
import { E2E_ADMIN, E2E_EDITOR, E2E_READER, E2E_WRITER } from './accounts';
import { signInWithCredentials } from './admin';

export { expect };

/** The run's id (playwright.config.ts sets it; workers inherit it): two runs never share a rate-limit bucket. */
const RUN_ID = process.env.E2E_RUN_ID ?? '0';

/**
 * A client address in 10.0.0.1–10.249.255.254, from a hash of its parts: 16 million addresses, so
 * the few hundred tests of a run practically never share one (and two that did would only share a
 * count, not fail by it). 10.250.0.0–10.255.255.255 are left to tests that pick an address of their own.
 */
function hashedAddress(...parts: (string | number)[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return `10.${digest[0] % 250}.${digest[1]}.${(digest.readUInt16BE(2) % 254) + 1}`;
}

/** The worker's address (its saved sign-ins are made from it): distinct per run and per worker. */
export function workerClientAddress(workerIndex: number): string {
  return hashedAddress(RUN_ID, 'worker', workerIndex);
}

/** A test's address: distinct per run, worker, test and retry (a retry starts with fresh counts). */
export function testClientAddress(test: { workerIndex: number; testId: string; retry: number }): string {
  return hashedAddress(RUN_ID, 'test', test.workerIndex, test.testId, test.retry);
}

/**
 * The categories browser tests may create news in. Every other category keeps the seeded demo
 * content in its seeded order, so feed tests can read "the first card" there (stocks, banking, ipo,
 * sports…) without racing a test that writes; tests that write look for their own marker instead.
 */
export const E2E_WRITABLE_CATEGORIES = ['india', 'fmcg', 'pharma', 'power', 'automobile', 'cryptocurrencies'] as const;
export type WritableCategory = (typeof E2E_WRITABLE_CATEGORIES)[number];

export type NewsInput = { title: string; description?: string; category: WritableCategory | `${WritableCategory},${string}`; language?: 'en' | 'hi' | 'both'; url?: string; breaking?: boolean; translationOf?: string };
export type OwnNews = { _id: string; id: string; title: string; description: string; category: string; categories: string[]; language: string; photo: string | null };
export type BlogInput = { title: string; categories?: string; content?: { title: string; paragraphs: string[] }[]; authorName?: string };
export type OwnBlog = { _id: string; id: string; title: string; categories: string[] };

type WorkerFixtures = { workerAddress: string; adminState: string; readerState: string; writerState: string; editorState: string };
type TestFixtures = {
  /** This test's X-Forwarded-For (every request of the test sends it). */
  clientAddress: string;
  marker: string;
  adminRequest: APIRequestContext;
  readerRequest: APIRequestContext;
  /** Newsroom staff (issue 26). */
  writerRequest: APIRequestContext;
  editorRequest: APIRequestContext;
  /**
   * The project's device (viewport, user agent, touch, scale) for the contexts the fixtures make:
   * Playwright's `contextOptions` holds none of it, so the staff pages of the phone project were
   * desktop-sized pages with a desktop user agent until this fixture.
   */
  deviceContextOptions: BrowserContextOptions;
  writerPage: Page;
  editorPage: Page;
  adminPage: Page;
  readerPage: Page;
  ownNews: { create(input: NewsInput): Promise<OwnNews> };
  ownBlog: { create(input: BlogInput): Promise<OwnBlog> };
};

/**
 * Collects what a reader's browser reports as broken on the context's pages:
 * - CSP violations: what Chromium writes to the console ("…Content Security Policy…"), and the
 *   page's own `securitypolicyviolation` events, which also catch the silent ones (a library probing
 *   `new Function` inside a try/catch writes nothing to the console; Chrome files it in its Issues
 *   panel and Lighthouse counts it);
 * - uncaught errors, among them React's hydration errors (a page whose server HTML the browser does
 *   not render the same is thrown away and rendered again, and Lighthouse counts the error).
 */
export async function watchPageProblems(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  context.on('weberror', (webError) => problems.push(`uncaught error on ${webError.page()?.url()}: ${webError.error().message}`));
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) problems.push(`${message.location().url}: ${text}`);
  });
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => problems.push(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return problems;
}

function expectNoPageProblems(problems: string[]): void {
  expect(problems, 'CSP violations and uncaught errors on the pages of this test').toEqual([]);
}

// Fixture functions name their callback `provide` (Playwright calls it `use`; the React lint would take that for the hook).
export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerAddress: [async ({}, provide, workerInfo) => provide(workerClientAddress(workerInfo.workerIndex)), { scope: 'worker' }],
  clientAddress: async ({}, provide, testInfo) => provide(testClientAddress(testInfo)),

  // Every context of the test (page, page.request, request, new contexts from `browser`) sends it.
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, provide) => provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress }),

  adminState: [async ({ workerAddress }, provide, workerInfo) => provide(await savedSignIn('admin', E2E_ADMIN, 'admin-credentials', workerAddress, workerInfo)), { scope: 'worker' }],
  readerState: [async ({ workerAddress }, provide, workerInfo) => provide(await savedSignIn('reader', E2E_READER, 'credentials', workerAddress, workerInfo)), { scope: 'worker' }],
  writerState: [async ({ workerAddress }, provide, workerInfo) => provide(await savedSignIn('writer', E2E_WRITER, 'admin-credentials', workerAddress, workerInfo)), { scope: 'worker' }],
  editorState: [async ({ workerAddress }, provide, workerInfo) => provide(await savedSignIn('editor', E2E_EDITOR, 'admin-credentials', workerAddress, workerInfo)), { scope: 'worker' }],

  context: async ({ context }, provide) => {
    const problems = await watchPageProblems(context);
    await provide(context);
    expectNoPageProblems(problems);
  },

  marker: async ({}, provide, testInfo) => provide(`e2e${RUN_ID}w${testInfo.workerIndex}t${testInfo.testId.slice(-6)}r${testInfo.retry}`),

  adminRequest: async ({ playwright, baseURL, extraHTTPHeaders, adminState }, provide) => {
    const context = await playwright.request.newContext({ baseURL, storageState: adminState, extraHTTPHeaders: apiHeaders(extraHTTPHeaders, baseURL) });
    await provide(context);
    await context.dispose();
  },
  readerRequest: async ({ playwright, baseURL, extraHTTPHeaders, readerState }, provide) => {
    const context = await playwright.request.newContext({ baseURL, storageState: readerState, extraHTTPHeaders: apiHeaders(extraHTTPHeaders, baseURL) });
    await provide(context);
    await context.dispose();
  },
  writerRequest: async ({ playwright, baseURL, extraHTTPHeaders, writerState }, provide) => {
    const context = await playwright.request.newContext({ baseURL, storageState: writerState, extraHTTPHeaders: apiHeaders(extraHTTPHeaders, baseURL) });
    await provide(context);
    await context.dispose();
  },
  editorRequest: async ({ playwright, baseURL, extraHTTPHeaders, editorState }, provide) => {
    const context = await playwright.request.newContext({ baseURL, storageState: editorState, extraHTTPHeaders: apiHeaders(extraHTTPHeaders, baseURL) });
    await provide(context);
    await context.dispose();
  },
  deviceContextOptions: async ({ contextOptions, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor }, provide) => provide({ ...contextOptions, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor }),
  writerPage: async ({ browser, deviceContextOptions, baseURL, extraHTTPHeaders, writerState }, provide) => {
    const context = await browser.newContext({ ...deviceContextOptions, baseURL, extraHTTPHeaders, storageState: writerState });
    const problems = await watchPageProblems(context);
    await provide(await context.newPage());
    await context.close();
    expectNoPageProblems(problems);
  },
  editorPage: async ({ browser, deviceContextOptions, baseURL, extraHTTPHeaders, editorState }, provide) => {
    const context = await browser.newContext({ ...deviceContextOptions, baseURL, extraHTTPHeaders, storageState: editorState });
    const problems = await watchPageProblems(context);
    await provide(await context.newPage());
    await context.close();
    expectNoPageProblems(problems);
  },
  adminPage: async ({ browser, deviceContextOptions, baseURL, extraHTTPHeaders, adminState }, provide) => {
    const context = await browser.newContext({ ...deviceContextOptions, baseURL, extraHTTPHeaders, storageState: adminState });
    const problems = await watchPageProblems(context);
    await provide(await context.newPage());
    await context.close();
    expectNoPageProblems(problems);
  },
  readerPage: async ({ browser, deviceContextOptions, baseURL, extraHTTPHeaders, readerState }, provide) => {
    const context = await browser.newContext({ ...deviceContextOptions, baseURL, extraHTTPHeaders, storageState: readerState });
    const problems = await watchPageProblems(context);
    await provide(await context.newPage());
    await context.close();
    expectNoPageProblems(problems);
  },

  ownNews: async ({ adminRequest, marker }, provide) => {
    const created: string[] = [];
    await provide({
      async create(input) {
        const title = input.title.includes(marker) ? input.title : `${input.title} ${marker}`;
        const outside = input.category.split(',').filter((category) => !(E2E_WRITABLE_CATEGORIES as readonly string[]).includes(category));
        if (outside.length > 0) throw new Error(`ownNews: ${outside.join(', ')} is read in its seeded order by other tests; write to one of ${E2E_WRITABLE_CATEGORIES.join(', ')}`);
        const response = await adminRequest.post('/api/news/add', {
          multipart: {
            title,
            description: input.description ?? `About ${title}.`,
            category: input.category,
            language: input.language ?? 'both',
            ...(input.url ? { url: input.url } : {}),
            ...(input.breaking ? { breaking: 'true' } : {}),
            ...(input.translationOf ? { translationOf: input.translationOf } : {}),
            photo: await testImageFile({ width: 64, height: 48 }),
          },
        });
        expect(response.status(), `create news "${title}": ${await response.text()}`).toBe(201);
        const item = (await response.json()) as OwnNews;
        created.push(item.id);
        return item;
      },
    });
    for (const id of created) {
      const response = await adminRequest.delete(`/api/news/${id}`);
      // 404: the test deleted it itself.
      expect([200, 404], `clean up news ${id}`).toContain(response.status());
    }
  },

  ownBlog: async ({ adminRequest, marker }, provide) => {
    const created: string[] = [];
    await provide({
      async create(input) {
        const title = input.title.includes(marker) ? input.title : `${input.title} ${marker}`;
        const response = await adminRequest.post('/api/blogs', {
          multipart: {
            title,
            categories: input.categories ?? 'E2E',
            content: JSON.stringify(input.content ?? [{ title: 'Only section', paragraphs: [`Body of ${title}.`] }]),
            authorName: input.authorName ?? 'E2E Desk',
            coverImage: await testImageFile({ width: 64, height: 48, name: 'cover.png' }),
          },
        });
        expect(response.status(), `create blog "${title}": ${await response.text()}`).toBe(201);
        const blog = (await response.json()) as OwnBlog;
        created.push(blog.id);
        return blog;
      },
    });
    for (const id of created) {
      const response = await adminRequest.delete(`/api/blogs/${id}`);
      expect([200, 204, 404], `clean up blog ${id}`).toContain(response.status());
    }
  },
});

/**
 * Headers of the signed-in API clients: the test's address; and our own Origin, as the site's pages
 * send on writes (CSRF check). Their sockets are kept alive: the server keeps an idle one 65 s
 * (KEEP_ALIVE_TIMEOUT_MS), not Node's 5 s that closed one just as a clean-up reused it (ECONNRESET).
 */
function apiHeaders(extra: Record<string, string> | undefined, baseURL: string | undefined): Record<string, string> {
  return { ...extra, origin: new URL(baseURL!).origin };
}

/** Signs in once per worker through next-auth and saves the cookies (Playwright storage state) to a file. */
async function savedSignIn(
  role: 'admin' | 'reader' | 'writer' | 'editor',
  account: { email: string; password: string },
  provider: string,
  clientAddress: string,
  workerInfo: { workerIndex: number; project: { outputDir: string; use: { baseURL?: string } } },
): Promise<string> {
  const file = path.join(workerInfo.project.outputDir, '.auth', `${role}-${workerInfo.workerIndex}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const context = await newRequest.newContext({ baseURL: workerInfo.project.use.baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
  try {
    await signInWithCredentials(context, account, provider);
    // What a sign-in in the browser leaves besides the cookie: the mark that makes pages ask for the
    // session (lib/auth/use-session.ts marks the browser when the login form reads it).
    const state = await context.storageState();
    const origin = new URL(workerInfo.project.use.baseURL!).origin;
    fs.writeFileSync(file, JSON.stringify({ ...state, origins: [{ origin, localStorage: [{ name: SIGNED_IN_KEY, value: '1' }] }] }));
  } finally {
    await context.dispose();
  }
  return file;
}
