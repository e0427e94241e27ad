/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { testImage } from '../../helpers/images';
import { databaseTargets } from '../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../helpers/app-context';
import { startPushService, type PushServiceStandIn, type StandInSubscription } from '../../helpers/push-service';
import type { PushCategory } from '@/lib/push/categories';

/**
 * Issue 27: publishing a breaking story queues its alerts. Through the newsroom API (add, edit) and
 * the scheduler, then the job queue's runner, to a push-service stand-in that checks the VAPID
 * signature and decrypts every alert: each subscriber of the story's category and language gets
 * exactly one, whatever happens to the story afterwards.
 */

// One stand-in per file: the allow-list naming its port is read once per process.
let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});

type Item = { id: string; status: string; breaking: boolean; version: number };
const valid = { title: 'Markets rally', description: 'Stocks rose.', category: 'stocks', language: 'en' };

describe.each(databaseTargets())('publishing a breaking story alerts its subscribers once, on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let handlers: typeof import('@/lib/news/news-admin-handlers');
  let schema: typeof import('@/models/schema');
  let runner: import('@/lib/jobs/runner').JobRunner;
  let publicKey: string;
  let photo: Buffer;

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database, { PUSH_ENDPOINT_ALLOW: `127.0.0.1:${service.port}`, VAPID_SUBJECT: 'mailto:newsroom@news.example.org', PUSH_HOURLY_CAP: '50' });
    handlers = await import('@/lib/news/news-admin-handlers');
    schema = await import('@/models/schema');
    publicKey = (await import('@/lib/env')).env().push.vapid!.publicKey;
    runner = (await import('@/lib/jobs/runner')).createJobRunner({ pollMs: 3_600_000, workerId: 'publish-alerts-test', log: { error: () => {}, info: () => {} } });
    photo = await testImage({ format: 'jpeg', width: 40, height: 30, color: { r: 10, g: 20, b: 30 } });
  }, 120_000);
  beforeEach(async () => {
    await database.db.delete(schema.pushSubscriptions);
    await database.db.delete(schema.jobs);
  });
  afterAll(async () => {
    await runner.stop();
    releaseTestDatabase();
    await database.cleanup();
  });

  const form = (values: Record<string, string>, withPhoto: boolean) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    if (withPhoto) data.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
    return data;
  };
  const headers = () => ({ authorization: `Bearer ${ctx.adminToken}` });
  const add = async (values: Record<string, string>): Promise<Item> => {
    const response = await handlers.addNewsHandler(new Request('http://localhost/api/news/add', { method: 'POST', body: form({ ...valid, ...values }, true), headers: headers() }), { params: Promise.resolve({}) });
    expect(response.status).toBe(201);
    return (await response.json()) as Item;
  };
  const put = async (id: string, values: Record<string, string>): Promise<Item> => {
    const response = await handlers.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form({ ...valid, ...values }, false), headers: headers() }), { params: Promise.resolve({ category: id }) });
    expect(response.status).toBe(200);
    return (await response.json()) as Item;
  };
  const subscribe = async (lang: 'en' | 'hi', categories: PushCategory[]): Promise<StandInSubscription> => {
    const sub = service.subscribe(publicKey);
    const { savePushSubscription } = await import('@/lib/push/subscriptions');
    await savePushSubscription({ subscription: { endpoint: sub.endpoint, keys: sub.keys }, lang, categories });
    return sub;
  };
  /** Runs the queue until nothing is due (the fan-out job, then one send-push job per subscriber). */
  const drainQueue = async () => {
    for (let i = 0; i < 5; i++) if ((await runner.runOnce()) === 0) return;
  };
  const titles = (sub: StandInSubscription) => service.received(sub.id).map((message) => JSON.parse(message.text).title as string);
  const pushJobs = async () => (await database.db.select().from(schema.jobs)).filter((job) => job.task === 'send-push');

  it('an add that publishes a breaking story: one decrypted alert for each subscriber of its category and language, none for the others', async () => {
    const stocks = await subscribe('en', ['stocks']);
    const everything = await subscribe('en', ['general']);
    const hindiStocks = await subscribe('hi', ['stocks']);
    const banking = await subscribe('en', ['banking']);
    const item = await add({ title: 'Sensex falls 2,000 points', breaking: 'true' });

    // Queued in the same transaction as the story: one fan-out job, keyed by the story.
    expect((await pushJobs()).map((job) => job.key)).toEqual([`push:${item.id}`]);
    await drainQueue();
    expect(titles(stocks)).toEqual(['Sensex falls 2,000 points']);
    expect(titles(everything)).toEqual(['Sensex falls 2,000 points']);
    expect(titles(hindiStocks)).toEqual([]);
    expect(titles(banking)).toEqual([]);
    const [message] = service.received(stocks.id);
    expect(JSON.parse(message.text)).toEqual({ title: 'Sensex falls 2,000 points', body: 'Breaking news', path: `/en/news/${item.id}`, tag: item.id, lang: 'en' });
    expect(message.claims.sub).toBe('mailto:newsroom@news.example.org');
    expect(service.refused()).toEqual([]);
  });

  it('a story that is not breaking, and a breaking draft or story in review, alert nobody', async () => {
    const stocks = await subscribe('en', ['stocks']);
    await add({ title: 'Quiet day on Dalal Street' });
    await add({ title: 'Draft: big merger', breaking: 'true', status: 'draft' });
    await add({ title: 'In review: rate cut', breaking: 'true', status: 'review' });
    expect(await pushJobs()).toEqual([]);
    await drainQueue();
    expect(service.received(stocks.id)).toEqual([]);
  });

  it('an edit that publishes a breaking draft alerts once; taking it down and publishing it again, or editing it, alerts nobody twice', async () => {
    const stocks = await subscribe('en', ['stocks']);
    const draft = await add({ title: 'Merger agreed', breaking: 'true', status: 'draft' });
    await put(draft.id, { title: 'Merger agreed', breaking: 'true', status: 'published' });
    await drainQueue();
    expect(titles(stocks)).toEqual(['Merger agreed']);

    // A subscriber who arrives later is not alerted by a republish of an old story either.
    const late = await subscribe('en', ['stocks']);
    await put(draft.id, { title: 'Merger agreed', status: 'unpublished' });
    await put(draft.id, { title: 'Merger agreed (corrected)', status: 'published' });
    await put(draft.id, { title: 'Merger agreed (corrected again)' });
    expect(await pushJobs()).toEqual([]);
    await drainQueue();
    expect(titles(stocks)).toEqual(['Merger agreed']);
    expect(titles(late)).toEqual([]);
  });

  it('ticking "breaking" on a story already published alerts nobody (alerts go out when a story goes live)', async () => {
    const stocks = await subscribe('en', ['stocks']);
    const item = await add({ title: 'Old news' });
    await put(item.id, { title: 'Old news', breaking: 'true' });
    expect(await pushJobs()).toEqual([]);
    await drainQueue();
    expect(service.received(stocks.id)).toEqual([]);
  });

  it('a breaking story scheduled ahead alerts when the scheduler publishes it, once however often the job runs', async () => {
    const stocks = await subscribe('en', ['stocks']);
    const hindi = await subscribe('hi', ['general']);
    const scheduled = await add({ title: 'Budget at 11', language: 'both', breaking: 'true', status: 'scheduled', publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    await drainQueue();
    expect([...service.received(stocks.id), ...service.received(hindi.id)]).toEqual([]);
    expect(await pushJobs()).toEqual([]);

    // The hour passes: the story and its job are due.
    const past = new Date(Date.now() - 1000);
    await database.db.update(schema.news).set({ publishAt: past }).where(eq(schema.news.id, scheduled.id));
    await database.db.update(schema.jobs).set({ runAt: past });
    await drainQueue();
    expect(titles(stocks)).toEqual(['Budget at 11']);
    expect(service.received(hindi.id).map((message) => JSON.parse(message.text))).toEqual([
      { title: 'Budget at 11', body: 'ब्रेकिंग न्यूज़', path: `/hi/news/${scheduled.id}`, tag: scheduled.id, lang: 'hi' },
    ]);

    // The scheduler's step run again (a retried job, a second instance): nothing more.
    const { publishDueItem } = await import('@/lib/publication/publish-due-item');
    expect(await publishDueItem({ kind: 'news', id: scheduled.id, actor: { id: null, email: null } })).toBe(false);
    await drainQueue();
    expect([...service.received(stocks.id), ...service.received(hindi.id)]).toHaveLength(2);
  });

  it('two editors publishing the same breaking draft at once queue one fan-out', async () => {
    const stocks = await subscribe('en', ['stocks']);
    const draft = await add({ title: 'Race', breaking: 'true', status: 'draft' });
    const settle = (id: string) =>
      handlers.updateNewsHandler(new Request(`http://localhost/api/news/${id}`, { method: 'PUT', body: form({ ...valid, title: 'Race', status: 'published' }, false), headers: headers() }), { params: Promise.resolve({ category: id }) });
    const statuses = (await Promise.all([settle(draft.id), settle(draft.id)])).map((response) => response.status);
    expect(statuses).toEqual([200, 200]);
    expect((await pushJobs()).map((job) => job.key)).toEqual([`push:${draft.id}`]);
    await drainQueue();
    expect(titles(stocks)).toEqual(['Race']);
  });
});
