import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { testImage } from '../tests/helpers/images';
import { E2E_READER } from './support/accounts';
import { loginAsAdmin, signInWithCredentials } from './support/admin';

async function pngBuffer(color = '#2563eb'): Promise<Buffer> {
  return testImage({ width: 64, height: 48, color });
}

/** A demo blog's path (other tests create and delete blogs in parallel, so not simply the newest). */
async function firstBlogPath(page: Page): Promise<string> {
  await page.goto('/en/blogs?search=Understanding%20the%20New%20Income%20Tax%20Regime');
  const href = await page.getByTestId('blog-card').first().getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/en\/blogs\/[0-9a-f-]{36}$/);
  return href!;
}

test.describe('blog list (anonymous)', () => {
  test('the list follows the search box as the reader types, and the URL follows for sharing (issue 12)', async ({ page }) => {
    await page.goto('/en/blogs');
    const box = page.getByLabel('Search blogs');
    await box.pressSequentially('gst regis', { delay: 40 });
    // No Enter, no Search button: the list and the URL follow the typing.
    await expect(page).toHaveURL(/\/en\/blogs\?search=gst\+regis$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(1);
    await expect(page.getByTestId('blog-card')).toContainText('GST Registration for Small Businesses');
    // The box keeps the focus and the text, so typing goes on.
    await expect(box).toBeFocused();
    await box.pressSequentially('xyz', { delay: 40 });
    await expect(page).toHaveURL(/search=gst\+regisxyz$/);
    await expect(page.getByText('No blogs found')).toBeVisible();
    await expect(box).toHaveValue('gst regisxyz');
    // The URL is the page: opened afresh it renders the same list on the server.
    await page.goto('/en/blogs?search=gst+regis');
    await expect(page.getByTestId('blog-card')).toHaveCount(1);
  });

  test('lists the demo blogs on the server with search, category and sort in the URL', async ({ page, request }) => {
    const html = await (await request.get('/en/blogs')).text();
    expect(html.match(/data-testid="blog-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(4);

    await page.goto('/en/blogs');
    await expect(page).toHaveTitle(/All Blogs/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Blogs' })).toBeVisible();
    await expect(page.getByTestId('blogs-count')).toHaveText(/Showing \d+ of \d+ blogs/);

    await page.getByLabel('Search blogs').fill('gst registration');
    await page.getByTestId('blog-filters').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/blogs\?search=gst\+registration$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(1);
    await expect(page.getByTestId('blog-card')).toContainText('GST Registration for Small Businesses');

    await page.goto('/en/blogs?search=nothing-matches-this');
    await expect(page.getByText('No blogs found')).toBeVisible();
    await expect(page.getByText('Try changing your search or filter criteria')).toBeVisible();

    await page.goto('/en/blogs');
    await page.getByLabel('Sort by').selectOption('title-asc');
    await expect(page).toHaveURL(/sort=title-asc/);
    const titles = await page.getByTestId('blog-card').getByRole('heading').allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));

    // A chip toggles the category; clicking the active chip resets it.
    await page.getByTestId('blog-chip').filter({ hasText: 'GST' }).click();
    await expect(page).toHaveURL(/category=GST/);
    await expect(page.getByTestId('blog-card')).toHaveCount(1);
    await page.getByTestId('blog-chip').filter({ hasText: 'GST' }).click();
    await expect(page).not.toHaveURL(/category=/);

    // A category tag on a card only filters.
    await page.getByTestId('blog-card').first().getByTestId('blog-tag').first().click();
    await expect(page).toHaveURL(/\/en\/blogs\?category=/);
  });

  test('links fetch their page once the reader points at one, not while the list loads (issue 15)', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetched.push(request.url());
    });
    await page.goto('/en/blogs');
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);

    const chip = page.getByTestId('blog-chip').filter({ hasText: 'GST' });
    const intent = page.waitForRequest((request) => Boolean(request.headers()['next-router-prefetch']) && new URL(request.url()).searchParams.get('category') === 'GST');
    await chip.hover();
    await intent;
    await chip.click();
    await expect(page).toHaveURL(/category=GST/);
    await expect(page.getByTestId('blog-card')).toHaveCount(1);
  });

  test('the Hindi list speaks Hindi', async ({ page }) => {
    await page.goto('/hi/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'सभी ब्लॉग' })).toBeVisible();
    await expect(page.getByTestId('blog-filters').getByLabel('श्रेणी')).toContainText('सभी श्रेणियाँ');
    expect(await page.getByTestId('blog-card').count()).toBeGreaterThanOrEqual(4);
  });

  test('anonymous readers of a blog are sent to the login page with the message, and come back after signing in', async ({ page }) => {
    const path = await firstBlogPath(page);
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(`/en/login?reason=unauthorized&callbackUrl=${encodeURIComponent(path)}`);
    await page.goto(path);
    await expect(page).toHaveURL(/\/en\/login\?reason=unauthorized/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByTestId('unauthorized-notice')).toHaveText('You are not Authorized , first sign up or sign in');

    // Signing in brings the reader back to the blog.
    await page.getByLabel('Email').fill(E2E_READER.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_READER.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('blog-article')).toBeVisible();
  });
});

test.describe('blog detail (signed-in reader)', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithCredentials(page.request, E2E_READER);
  });

  test('reads a blog: progress bar, table of contents anchors, read time, share, related posts, JSON-LD', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const path = await firstBlogPath(page);
    await page.goto(path);
    const article = page.getByTestId('blog-article');
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('read-time')).toHaveText(/^\d+ min read$/);
    await expect(article.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByTestId('author-box')).toContainText('Written by');
    await expect(page.getByTestId('blog-body').locator('table')).toBeVisible();
    await expect(page.getByTestId('blog-body').locator('ol, ul').first()).toBeVisible();
    // The cover is the post's LCP element on a phone: fetched at high priority, announced in <head> (issue 28).
    const cover = article.locator('header img');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    const coverSrc = (await cover.getAttribute('src'))!;
    expect(coverSrc).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    await expect(cover).toHaveAttribute('srcset', `${coverSrc.replace(/\.webp$/, '-sm.webp')} 640w, ${coverSrc} 1600w`);
    const preloads = await page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').evaluateAll((links) => links.map((link) => `${link.getAttribute('href') ?? ''} ${link.getAttribute('imagesrcset') ?? ''}`));
    expect(preloads.filter((link) => link.includes(coverSrc))).toHaveLength(1);

    const progress = page.getByTestId('reading-progress');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(progress).toHaveAttribute('aria-valuenow', '100');

    const toc = page.getByTestId('toc').getByRole('link');
    expect(await toc.count()).toBeGreaterThan(1);
    await expect(toc.first()).toHaveAttribute('href', '#section-1');
    const second = toc.nth(1);
    await expect(second).toHaveAttribute('href', '#section-2');
    const secondTitle = (await second.textContent())!;
    await second.click();
    await expect(page).toHaveURL(/#section-2$/);
    await expect(page.locator('#section-2').getByRole('heading')).toHaveText(secondTitle);
    await expect(page.locator('#section-2')).toBeInViewport();

    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByTestId('share-status')).toHaveText('Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await expect(page.getByTestId('recent-posts').getByRole('link', { name: 'View all posts' })).toHaveAttribute('href', '/en/blogs');
    await expect(page.getByTestId('related-posts').getByRole('heading', { name: 'You might also like' })).toBeVisible();
    await expect(page.getByTestId('related-posts').getByRole('listitem')).toHaveCount(3);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: await article.getByRole('heading', { level: 1 }).textContent() });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('an unknown blog is "Blog Not Found" with HTTP 404', async ({ page }) => {
    const response = await page.goto('/en/blogs/3f1b1c9e-8d2a-4f6b-9a51-2b7c3d4e5f60');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    expect((await page.goto('/en/blogs/not-a-blog-id'))?.status()).toBe(404);
  });

  test('readers may not open the admin blog screens', async ({ page, request, baseURL }) => {
    for (const path of ['/en/getallblogs', '/en/customblog']) {
      // Anonymous (no cookies): sent to the admin login, which comes back here afterwards.
      const anonymous = await request.get(path, { maxRedirects: 0 });
      expect(anonymous.status(), path).toBe(307);
      const login = new URL(anonymous.headers().location, 'http://site.invalid');
      expect({ path: login.pathname, callbackUrl: login.searchParams.get('callbackUrl') }).toEqual({ path: '/en/admin/login', callbackUrl: path });
      // The signed-in reader of this describe: the page answers 403.
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
    }
    expect((await request.post('/api/blogs', { multipart: { title: 'x' } })).status()).toBe(401);
    // From the site's own origin, so the CSRF check passes and the role check answers.
    const origin = new URL(baseURL!).origin;
    expect((await page.request.post('/api/blogs', { headers: { origin }, multipart: { title: 'x' } })).status()).toBe(403);
  });
});

test.describe('admin blog workflow', () => {
  test('creates a blog with two sections, finds it listed, edits it inline, deletes it', async ({ page }) => {
    // A long walk through four screens: on a loaded machine it needs more than the default time.
    test.slow();
    const title = `E2E blog ${Date.now()}`;
    await loginAsAdmin(page);
    await page.goto('/en/customblog');
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Categories (comma separated)').fill('E2E, Testing');
    await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngBuffer() });
    await expect(page.getByText('Cover image has been added successfully!')).toBeVisible();
    await page.getByLabel('Author name').fill('Test Author');

    const sections = page.getByTestId('section-fieldset');
    await expect(sections.first().getByLabel('Section title')).toHaveValue('Introduction');
    await sections.first().getByLabel('Paragraph 1').fill('The first paragraph of the introduction.');
    await sections.first().getByRole('button', { name: 'Add paragraph' }).click();
    await sections.first().getByLabel('Paragraph 2').fill('A second paragraph.');
    await page.getByRole('button', { name: 'Add section' }).click();
    await sections.nth(1).getByLabel('Section title').fill('Details');
    await sections.nth(1).getByLabel('Paragraph 1').fill('Details paragraph.');
    await page.getByRole('button', { name: 'Publish Blog' }).click();
    await expect(page.getByText('Blog published successfully!')).toBeVisible();
    // The form is back to one empty "Introduction" section.
    await expect(sections).toHaveCount(1);
    await expect(sections.first().getByLabel('Section title')).toHaveValue('Introduction');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

    await page.goto('/en/blogs');
    const card = page.getByTestId('blog-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Test Author');
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('toc').getByRole('link')).toHaveText(['Introduction', 'Details']);

    await page.goto('/en/getallblogs');
    await expect(page.getByRole('heading', { name: 'Admin Blog Management' })).toBeVisible();
    const item = page.getByTestId('admin-blog').filter({ hasText: title });
    await expect(item).toContainText('Created:');
    await item.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByTestId('admin-blog-edit');
    await expect(editor.getByLabel('Content')).toHaveAttribute('rows', '5');
    await editor.getByLabel('Title').fill(`${title} (edited)`);
    await editor.getByLabel('Content').fill('Rewritten first paragraph.\n\n\n\nRewritten second paragraph.');
    // Issue 26: beside Save (keeps the status) the form has Save draft.
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Blog updated successfully!')).toBeVisible();
    const edited = page.getByTestId('admin-blog').filter({ hasText: `${title} (edited)` });
    await expect(edited).toContainText('Rewritten first paragraph. Rewritten second paragraph.');

    await page.goto('/en/blogs');
    await expect(page.getByTestId('blog-card').filter({ hasText: `${title} (edited)` })).toBeVisible();

    await page.goto('/en/getallblogs');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this blog?');
      void dialog.accept();
    });
    await page.getByTestId('admin-blog').filter({ hasText: `${title} (edited)` }).getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByText('Blog deleted successfully!')).toBeVisible();
    await expect(page.getByTestId('admin-blog').filter({ hasText: title })).toHaveCount(0);
    await page.goto('/en/blogs');
    await expect(page.getByTestId('blog-card').filter({ hasText: title })).toHaveCount(0);
  });

  test('script payloads stored through the API run nowhere in Chromium', async ({ page }) => {
    await loginAsAdmin(page);
    const payloads = [
      '<script>window.__xss = (window.__xss || 0) + 1</script>',
      '<img src="/x-missing.png" onerror="window.__xss = (window.__xss || 0) + 1">',
      '<svg onload="window.__xss = (window.__xss || 0) + 1"></svg>',
      '<a id="js-link" href="javascript:window.__xss=(window.__xss||0)+1">js link</a>',
      '<iframe srcdoc="<script>parent.__xss=(parent.__xss||0)+1</script>"></iframe>',
      '<xmp><img src=x onerror="window.__xss=(window.__xss||0)+1"></xmp>',
      '<p style="background:url(javascript:window.__xss=1)">styled</p>',
      '<details open ontoggle="window.__xss=(window.__xss||0)+1">d</details>',
    ];
    const content = JSON.stringify([payloads[0], { title: 'Payloads', paragraphs: payloads }, { text: payloads[1] }, { type: 'list', items: payloads }]);
    // As the admin's browser would: cookie writes carry our Origin (CSRF check).
    const origin = new URL(page.url()).origin;
    const created = await page.request.post('/api/blogs', {
      headers: { origin },
      multipart: {
        title: 'XSS payloads </script><script>window.__xss=1</script>',
        categories: 'Security',
        content,
        coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await pngBuffer('#111111') },
      },
    });
    expect(created.status()).toBe(201);
    const blog = (await created.json()) as { id: string; version: number };
    const updated = await page.request.put(`/api/blogs/${blog.id}`, { headers: { origin }, data: { content: payloads.join('\n\n'), version: blog.version } });
    expect(updated.status()).toBe(200);
    const second = await page.request.post('/api/blogs', {
      headers: { origin },
      multipart: { title: 'More payloads', categories: 'Security', content, coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await pngBuffer('#222222') } },
    });
    expect(second.status()).toBe(201);
    const secondBlog = (await second.json()) as { id: string };

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of [`/en/blogs/${blog.id}`, `/en/blogs/${secondBlog.id}`, '/en/blogs?category=Security', '/en/getallblogs']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect({ path, xss: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0) }).toEqual({ path, xss: 0 });
    }
    await page.goto(`/en/blogs/${secondBlog.id}`);
    await expect(page.getByText('js link').first()).toBeVisible();
    await page.getByText('js link').first().click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
    expect(dialogs).toEqual([]);
    await expect(page.locator('[data-testid="blog-body"] script, [data-testid="blog-body"] iframe, [data-testid="blog-body"] svg')).toHaveCount(0);

    // Clean up from the page (the browser retries a keep-alive socket the server has just closed).
    const statuses = await page.evaluate(
      (ids) => Promise.all(ids.map((id) => fetch(`/api/blogs/${id}`, { method: 'DELETE' }).then((response) => response.status))),
      [blog.id, secondBlog.id],
    );
    expect(statuses).toEqual([204, 204]);
  });
});
