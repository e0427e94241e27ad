/** @jest-environment node */
import { news } from '@/models/schema';
import { useDatabase } from '../../helpers/accounts-api';
import { databaseTargets, tempDir } from '../../helpers/databases';

type Get = (request: Request) => Promise<Response>;

describe.each(databaseTargets())('GET /api/search on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let get: Get;
  const ask = async (query: string) => {
    const response = await get(new Request(`http://localhost/api/search${query}`));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    database = await target.open();
    process.env.DATA_DIR = tempDir();
    useDatabase(database);
    await database.db.insert(news).values([
      { title: 'Copper hits a record as miners rally', description: 'Copper rose to a record.', categories: ['stocks'], language: 'en' },
      { title: 'सोने के दाम बढ़े', description: 'सर्राफा बाज़ार में सोना महँगा हुआ।', categories: ['stocks'], language: 'hi' },
    ]);
    jest.resetModules();
    ({ GET: get } = (await import('@/app/api/search/route')) as unknown as { GET: Get });
  });

  afterAll(async () => {
    await database?.cleanup();
  });

  it('answers ranked results with escaped, highlighted snippets and permalinks', async () => {
    const { status, body } = await ask('?q=copper&lang=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: 'copper', lang: 'en', type: 'news', page: 1, pageSize: 10, total: 1 });
    const [hit] = body.results as { title: string; path: string; snippetHtml: string }[];
    expect(hit.title).toBe('Copper hits a record as miners rally');
    expect(hit.path).toMatch(/^\/en\/news\/[0-9a-f-]{36}$/);
    expect(hit.snippetHtml).toBe('<mark>Copper</mark> rose to a record.');
    const hindi = await ask(`?q=${encodeURIComponent('सोने')}&lang=hi`);
    expect((hindi.body.results as { title: string }[]).map((r) => r.title)).toEqual(['सोने के दाम बढ़े']);
  });

  it.each([
    ['', 'q'],
    ['?q=%20%20', 'q'],
    [`?q=${'a'.repeat(201)}`, 'q'],
    ['?q=a&lang=de', 'lang'],
    ['?q=a&type=users', 'type'],
    ['?q=a&page=-1', 'page'],
    ['?q=a&page=9999999999999', 'page'],
  ])('refuses %s with a 422 JSON naming %s', async (query, field) => {
    const { status, body } = await ask(query);
    expect(status).toBe(422);
    expect(body.error).toEqual(expect.any(String));
    expect((body.issues as { path: string }[])[0].path).toBe(field);
  });
});
