/** @jest-environment node */
import { news } from '@/models/schema';
import { attachDatabase, databaseTargets, detachDatabase } from '../../../helpers/databases';

// Outside Next there is no data cache: reads pass through.
jest.mock('next/cache', () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: jest.fn() }));

type Handler = (request: Request, context: { params: Promise<{ category: string }> }) => Promise<Response>;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10) + minutes * 60_000);

/** Issue 27, live updates: GET /api/news/{category}/since — what an open feed polls. */
describe.each(databaseTargets())('GET /api/news/{category}/since on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let get: Handler;
  const call = async (category: string, query: string) => {
    const response = await get(new Request(`http://localhost/api/news/${category}/since?${query}`), { params: Promise.resolve({ category }) });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { stories?: { title: string; isCustom: boolean; uniqueId?: string }[]; count?: number } };
  };

  beforeAll(async () => {
    database = await target.open();
    process.env.DATA_DIR = database.dataDir;
    attachDatabase(database);
    await database.db.insert(news).values([
      { title: 'Old rates', description: 'd', categories: ['banking'], language: 'en', publishedAt: at(0) },
      { title: 'New rates', description: 'd', categories: ['banking'], language: 'en', publishedAt: at(5) },
      { title: 'नई दरें', description: 'd', categories: ['banking'], language: 'hi', publishedAt: at(6) },
      { title: 'Both languages', description: 'd', categories: ['banking'], language: 'both', publishedAt: at(7) },
      { title: 'A draft', description: 'd', categories: ['banking'], language: 'en', publishedAt: at(8), status: 'draft' },
      { title: 'IPO opens', description: 'd', categories: ['ipo'], language: 'en', publishedAt: at(9) },
    ]);
    jest.resetModules();
    ({ GET: get } = await import('@/app/api/news/[category]/since/route'));
  }, 120_000);
  afterAll(async () => {
    detachDatabase();
    await database.cleanup();
  });

  it('answers the published stories of the feed and language after the time, newest first, as cards; cacheable for seconds', async () => {
    const { status, headers, body } = await call('banking', `lang=en&after=${encodeURIComponent(at(0).toISOString())}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=15, s-maxage=15, stale-while-revalidate=30');
    expect(body.stories!.map((story) => story.title)).toEqual(['Both languages', 'New rates']);
    expect(body).toMatchObject({ category: 'banking', lang: 'en', after: at(0).toISOString(), count: 2 });
    expect(body.stories!.every((story) => story.isCustom && story.uniqueId)).toBe(true);
    expect((await call('banking', `lang=hi&after=${encodeURIComponent(at(0).toISOString())}`)).body.stories!.map((story) => story.title)).toEqual(['Both languages', 'नई दरें']);
    // Top stories: every newsroom category merged.
    expect((await call('general', `lang=en&after=${encodeURIComponent(at(6).toISOString())}`)).body.stories!.map((story) => story.title)).toEqual(['IPO opens', 'Both languages']);
    // Nothing new: an empty list, not an error. A time with an offset is the same moment.
    expect((await call('banking', `lang=en&after=${encodeURIComponent('2026-11-25T15:37:00+05:30')}`)).body).toMatchObject({ count: 0, stories: [] });
  });

  it.each([
    ['an unknown category', 'nowhere', 'lang=en&after=2026-11-25T10:00:00Z', 404],
    ['bookmarks', 'bookmarks', 'lang=en&after=2026-11-25T10:00:00Z', 404],
    ['no language', 'banking', 'after=2026-11-25T10:00:00Z', 400],
    ['another language', 'banking', 'lang=fr&after=2026-11-25T10:00:00Z', 400],
    ['no time', 'banking', 'lang=en', 400],
    ['a time without a zone', 'banking', 'lang=en&after=2026-11-25T10:00:00', 400],
    ['words', 'banking', 'lang=en&after=yesterday', 400],
    ['an impossible date', 'banking', 'lang=en&after=2026-13-45T10:00:00Z', 400],
  ])('refuses %s (/%s?%s) with a %i JSON error', async (_name, category, query, status) => {
    const response = await call(category, query);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });
});
