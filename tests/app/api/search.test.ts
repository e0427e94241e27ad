/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { news } from '@/models/schema';
import { resetRateLimits, useDatabase } from '../../helpers/accounts-api';
import { databaseTargets, tempDir } from '../../helpers/databases';

type Get = (request: Request) => Promise<Response>;

describe.each(databaseTargets())('GET /api/search on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let get: Get;
  // One address per test (the limit is 30 a minute per address): `from` picks another.
  let address = 1;
  const ask = async (query: string, from = `203.0.113.${address}`) => {
    const response = await get(new Request(`http://localhost/api/search${query}`, { headers: { 'x-real-ip': from } }));
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };
  beforeEach(() => {
    address += 1;
  });

  beforeAll(async () => {
    database = await target.open();
    process.env.DATA_DIR = tempDir();
    useDatabase(database);
    // Short, so that the locked-table test below waits 0.3 s rather than 2 s.
    process.env.SEARCH_STATEMENT_TIMEOUT_MS = '300';
    resetRateLimits();
    delete (globalThis as { __shortnewsSearchCache?: unknown }).__shortnewsSearchCache;
    await database.db.insert(news).values([
      { title: 'Copper hits a record as miners rally', description: 'Copper rose to a record.', categories: ['stocks'], language: 'en' },
      { title: 'सोने के दाम बढ़े', description: 'सर्राफा बाज़ार में सोना महँगा हुआ।', categories: ['stocks'], language: 'hi' },
    ]);
    jest.resetModules();
    ({ GET: get } = (await import('@/app/api/search/route')) as unknown as { GET: Get });
  });

  afterAll(async () => {
    delete process.env.SEARCH_STATEMENT_TIMEOUT_MS;
    delete (globalThis as { __shortnewsSearchCache?: unknown }).__shortnewsSearchCache;
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

  it('answers 429 with Retry-After past 30 searches a minute from one address; another address is not affected (issue 25 item 4)', async () => {
    const from = '198.18.7.1';
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await ask(`?q=${i % 2 === 0 ? 'copper' : 'rally'}&page=${1 + (i % 3)}`, from));
    expect(answers.slice(0, 30).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers[30];
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ code: 'apiErrors.status.rate_limited', error: expect.stringMatching(/^Too many attempts/) });
    // The same /64 is the same address; someone else's is not.
    expect((await ask('?q=copper', '198.18.7.2')).status).toBe(200);
  });

  it('an IPv6 client counts per /64: rotating the interface part does not reset the count', async () => {
    for (let i = 0; i < 30; i += 1) expect((await ask('?q=copper', `2001:db8:25:4::${(i + 1).toString(16)}`)).status).toBe(200);
    expect((await ask('?q=copper', '2001:db8:25:4::ffff')).status).toBe(429);
  });

  it('answers the same query in another case or spacing from a 60-second cache', async () => {
    const first = await ask('?q=Copper%20%20rally');
    expect(first.body).toMatchObject({ total: 1, query: 'Copper  rally' });
    // Gone from the database, still in the cache: the second search did not reach the database.
    await database.db.execute(sql`update news set status = 'draft' where title like 'Copper%'`);
    try {
      const second = await ask('?q=copper%20RALLY');
      expect(second.body).toMatchObject({ total: 1, query: 'copper RALLY' });
      // Another page is another entry.
      expect((await ask('?q=copper%20rally&page=2')).body).toMatchObject({ total: 0 });
    } finally {
      await database.db.execute(sql`update news set status = 'published' where title like 'Copper%'`);
    }
  });

  (target.name === 'postgres' ? it : it.skip)('answers 503 JSON with Retry-After when a search outlasts its statement time-out (server database; PGlite cannot cancel a statement)', async () => {
    // A writer holds the table: the search waits for its lock, and the time-out (0.3 s here) ends the wait.
    const pool = (database.db as unknown as { $client: { connect(): Promise<{ query(text: string): Promise<unknown>; release(): void }> } }).$client;
    const locker = await pool.connect();
    await locker.query('begin');
    await locker.query('lock table news in access exclusive mode');
    try {
      const started = Date.now();
      const answer = await ask('?q=nickel');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('10');
      expect(answer.body).toMatchObject({ code: 'apiErrors.status.service_unavailable', error: 'Search is busy right now. Please try again in a few seconds.' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await locker.query('rollback');
      locker.release();
    }
    // The lock gone, the same search answers (a failure was not cached).
    expect((await ask('?q=nickel')).status).toBe(200);
  });
});
