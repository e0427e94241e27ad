/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { auditLog, newsCorrections, news } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { testImage } from '../../helpers/images';

/**
 * Issue 26, corrections: an editor attaches a public note when changing a published story
 * (`correction` form field of PUT /api/news/{id}); readers' JSON-LD carries it as schema.org
 * `correction` (CorrectionComment with text and datePublished). Ordinary edits stay silent; writers,
 * stories that are not live and over-long notes are refused with nothing written. PGlite + server.
 */
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

describe.each(databaseTargets())('corrections on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let handlers: typeof import('@/lib/news/news-admin-handlers');

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    handlers = await import('@/lib/news/news-admin-handlers');
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  async function story(status: 'published' | 'draft' = 'published') {
    const { createNews } = await import('@/lib/news/manage-news');
    const { createNewsSchema } = await import('@/lib/news/schemas');
    return createNews({ actor: ctx.admin, input: createNewsSchema.parse({ title: 'RBI cuts the repo rate', description: 'The rate is 6.25 %.', category: 'india', status }), photo: await testImage({ width: 32, height: 32 }) });
  }
  function save(id: string, token: string, fields: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries({ title: 'RBI cuts the repo rate', description: 'The rate is 6.5 %.', category: 'india', ...fields })) form.set(key, value);
    return handlers.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ category: id }) });
  }

  it('an editor corrects a published story: the note is kept, audited, and the JSON-LD carries it as CorrectionComment', async () => {
    const editor = await ctx.staff('editor');
    const item = await story();
    const response = await save(item.id, editor.token, { correction: '  The rate is 6.5 %, not 6.25 %.  ' });
    expect(response.status).toBe(200);
    const { listCorrections } = await import('@/lib/corrections/corrections');
    const corrections = await listCorrections(item.id);
    expect(corrections).toEqual([{ text: 'The rate is 6.5 %, not 6.25 %.', datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, item.id));
    expect(audit.filter((row) => row.action === 'news.correct')).toEqual([expect.objectContaining({ actorEmail: editor.email, details: expect.objectContaining({ correction: 'The rate is 6.5 %, not 6.25 %.' }) })]);

    // An ordinary edit stays silent: no new note.
    expect((await save(item.id, editor.token, { description: 'The rate is 6.5 % from today.' })).status).toBe(200);
    expect(await listCorrections(item.id)).toHaveLength(1);

    const { newsArticleJsonLd } = await import('@/lib/seo/json-ld');
    const { findStory } = await import('@/lib/news/get-story');
    const published = (await findStory(item.id))!;
    const jsonLd = newsArticleJsonLd({ siteName: 'ShortNews', siteUrl: 'https://news.example', locale: 'en', story: published, corrections: await listCorrections(item.id) });
    expect(jsonLd.correction).toEqual([{ '@type': 'CorrectionComment', text: 'The rate is 6.5 %, not 6.25 %.', datePublished: corrections[0].datePublished }]);
    expect(newsArticleJsonLd({ siteName: 'ShortNews', siteUrl: 'https://news.example', locale: 'en', story: published, corrections: [] })).not.toHaveProperty('correction');
  });

  it('refused with nothing written: a writer (403), a draft or a story being unpublished (400), a note over 500 characters (422)', async () => {
    const editor = await ctx.staff('editor');
    const writer = await ctx.staff('writer');
    const live = await story();
    const draft = await story('draft');
    const attempts: [string, string, Record<string, string>, number][] = [
      [live.id, writer.token, { correction: 'A writer tries.' }, 403],
      [draft.id, editor.token, { correction: 'Not live yet.' }, 400],
      [live.id, editor.token, { correction: 'Taken down.', status: 'unpublished' }, 400],
      [live.id, editor.token, { correction: 'x'.repeat(501) }, 422],
    ];
    for (const [id, token, fields, status] of attempts) {
      const response = await save(id, token, fields);
      expect({ fields: Object.keys(fields), status: response.status }).toEqual({ fields: Object.keys(fields), status });
      expect(await response.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
    expect(await database.db.select().from(newsCorrections).where(eq(newsCorrections.newsId, live.id))).toEqual([]);
    expect((await database.db.select().from(news).where(eq(news.id, live.id)))[0]).toMatchObject({ status: 'published', description: 'The rate is 6.25 %.', version: 1 });
  });
});
