/** @jest-environment node */
import { testImage } from '../../helpers/images';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';

type Item = { id: string; language: string; breaking: boolean; translationOf: string | null; version: number };

const valid = { title: 'Markets rally', description: 'Stocks rose.', category: 'stocks' };

describe.each(databaseTargets())('breaking and translationOf on the newsroom API on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let handlers: typeof import('@/lib/news/news-admin-handlers');
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let photo: Buffer;

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    handlers = await import('@/lib/news/news-admin-handlers');
    photo = await testImage({ format: 'jpeg', width: 40, height: 30, color: { r: 10, g: 20, b: 30 } });
  }, 120_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  const form = (values: Record<string, string>, withPhoto = true) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    if (withPhoto) data.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
    return data;
  };
  const headers = () => ({ authorization: `Bearer ${ctx.adminToken}` });
  const add = async (values: Record<string, string>) => {
    const response = await handlers.addNewsHandler(new Request('http://localhost/api/news/add', { method: 'POST', body: form({ ...valid, ...values }), headers: headers() }), { params: Promise.resolve({}) });
    return { status: response.status, body: (await response.json()) as Item & { code?: string; issues?: { code?: string }[] } };
  };
  const put = async (id: string, values: Record<string, string>) => {
    const response = await handlers.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form({ ...valid, ...values }, false), headers: headers() }), { params: Promise.resolve({ category: id }) });
    return { status: response.status, body: (await response.json()) as Item & { code?: string } };
  };

  it('a story is breaking only when the editor says so; an edit without the field keeps it', async () => {
    expect((await add({})).body.breaking).toBe(false);
    const breaking = await add({ breaking: 'true' });
    expect(breaking).toMatchObject({ status: 201, body: { breaking: true } });
    expect((await put(breaking.body.id, {})).body.breaking).toBe(true);
    expect((await put(breaking.body.id, { breaking: 'false' })).body.breaking).toBe(false);
    expect((await add({ breaking: 'maybe' })).status).toBe(422);
  });

  it('links an English story and its Hindi version, and refuses links that would show one story twice', async () => {
    const english = (await add({ language: 'en', title: 'Rates cut' })).body;
    const hindi = await add({ language: 'hi', title: 'दरें घटीं', translationOf: english.id });
    expect(hindi).toMatchObject({ status: 201, body: { translationOf: english.id } });

    // A second Hindi version of the same story, or a chain through the Hindi one: 409.
    expect((await add({ language: 'hi', title: 'दूसरा', translationOf: english.id })).status).toBe(409);
    expect((await add({ language: 'en', title: 'Chain', translationOf: hindi.body.id })).status).toBe(409);
    // Same language, or a story in both languages: 422.
    const other = (await add({ language: 'en', title: 'Other' })).body;
    expect((await add({ language: 'en', title: 'Same', translationOf: other.id })).body.code).toBe('apiErrors.news.translationSameLanguage');
    expect((await add({ language: 'both', title: 'Both', translationOf: other.id })).status).toBe(422);
    expect((await add({ language: 'hi', title: 'x', translationOf: '00000000-0000-4000-8000-000000000000' })).body.code).toBe('apiErrors.news.translationNotFound');
    expect((await add({ language: 'hi', title: 'x', translationOf: 'not-an-id' })).status).toBe(422);
    // Changing the English story's language to Hindi would give one feed both versions.
    expect((await put(english.id, { language: 'hi' })).status).toBe(422);
    expect((await put(english.id, { language: 'both' })).status).toBe(422);
    // Unlinking: an empty translationOf.
    expect((await put(hindi.body.id, { language: 'hi', translationOf: '' })).body.translationOf).toBeNull();
    expect((await put(english.id, { language: 'hi' })).status).toBe(200);
  });
});
