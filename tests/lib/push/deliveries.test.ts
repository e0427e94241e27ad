/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { databaseTargets } from '../../helpers/databases';
import { accountsTestEnv, useDatabase } from '../../helpers/accounts-api';
import type { PushCategory } from '@/lib/push/categories';
import { startPushService, type PushServiceStandIn, type StandInSubscription } from '../../helpers/push-service';

// One stand-in for the whole file: the configuration (its port in PUSH_ENDPOINT_ALLOW) is read once
// per process, so a second stand-in on another port for the second database would be refused.
let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});

describe.each(databaseTargets())('breaking-news alerts on $name, through a push-service stand-in', (target) => {
  let cleanup: () => Promise<void>;
  let db: Awaited<ReturnType<typeof target.open>>['db'];
  let deliveries: typeof import('@/lib/push/deliveries');
  let subscriptions: typeof import('@/lib/push/subscriptions');
  let schema: typeof import('@/models/schema');
  let publicKey: string;

  beforeAll(async () => {
    accountsTestEnv({ PUSH_ENDPOINT_ALLOW: `127.0.0.1:${service.port}`, PUSH_HOURLY_CAP: '3', VAPID_SUBJECT: 'mailto:newsroom@news.example.org' });
    const opened = await target.open();
    cleanup = opened.cleanup;
    db = opened.db;
    useDatabase(opened);
    deliveries = await import('@/lib/push/deliveries');
    subscriptions = await import('@/lib/push/subscriptions');
    schema = await import('@/models/schema');
    publicKey = (await import('@/lib/env')).env().push.vapid!.publicKey;
  }, 120_000);
  // Each test its own subscribers (a `general` one would otherwise count every later story).
  beforeEach(async () => {
    await db.delete(schema.pushSubscriptions);
  });
  afterAll(async () => {
    await cleanup();
  });

  const subscribe = async (lang: 'en' | 'hi', categories: PushCategory[]): Promise<StandInSubscription & { rowId: string }> => {
    const sub = service.subscribe(publicKey);
    await subscriptions.savePushSubscription({ subscription: { endpoint: sub.endpoint, keys: sub.keys }, lang, categories });
    const [row] = await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, sub.endpoint));
    return { ...sub, rowId: row.id };
  };
  const story = async (values: { title: string; categories: string[]; language?: 'en' | 'hi' | 'both'; breaking?: boolean; status?: 'draft' | 'scheduled' | 'published'; publishAt?: Date }) => {
    const [row] = await db
      .insert(schema.news)
      .values({ description: 'd', language: 'en', breaking: true, ...values })
      .returning();
    return row;
  };
  /** What the queue does: plan, then one delivery per subscription. */
  const publishAlerts = async (storyId: string) => {
    const waiting = await deliveries.planBreakingAlerts(storyId);
    return Promise.all(waiting.map((id) => deliveries.deliverBreakingAlert(storyId, id)));
  };

  it('alerts every subscriber of the category and language once, with a payload that decrypts to the story', async () => {
    const banking = await subscribe('en', ['banking']);
    const everything = await subscribe('en', ['general']);
    const hindiBanking = await subscribe('hi', ['banking']);
    const pharma = await subscribe('en', ['pharma']);
    const item = await story({ title: 'Rates cut by half a point', categories: ['banking'], language: 'en' });

    expect(await publishAlerts(item.id)).toEqual(['sent', 'sent']);
    const [message] = await service.waitFor(1, banking.id);
    expect(JSON.parse(message.text)).toEqual({ title: 'Rates cut by half a point', body: 'Breaking news', path: `/en/news/${item.id}`, tag: item.id, lang: 'en' });
    expect(Buffer.byteLength(message.text)).toBeLessThanOrEqual(4096);
    // The stand-in verified the VAPID JWT; these are its claims.
    expect(message.claims.aud).toBe(service.origin);
    expect(message.claims.sub).toBe('mailto:newsroom@news.example.org');
    expect(message.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', topic: item.id.replace(/-/g, '') });
    expect(service.received(everything.id)).toHaveLength(1);
    expect(service.received(hindiBanking.id)).toHaveLength(0);
    expect(service.received(pharma.id)).toHaveLength(0);

    // Running the fan-out and the deliveries again (a retried job, a second instance) sends nothing more.
    await publishAlerts(item.id);
    expect(await deliveries.deliverBreakingAlert(item.id, banking.rowId)).toBe('skipped');
    expect(service.received(banking.id)).toHaveLength(1);
    for (const subscriber of [banking, everything, hindiBanking, pharma]) expect(service.refused(subscriber.id)).toEqual([]);
  });

  it('through the job queue: the send-push task fans out and each subscriber gets one alert, however often the queue runs', async () => {
    const a = await subscribe('en', ['banking']);
    const b = await subscribe('en', ['general']);
    const item = await story({ title: 'Queue alert', categories: ['banking'] });
    const { enqueueJob } = await import('@/lib/jobs/queue');
    const { createJobRunner } = await import('@/lib/jobs/runner');
    await enqueueJob(db, { task: 'send-push', payload: { storyId: item.id }, key: `push:${item.id}` });
    await enqueueJob(db, { task: 'send-push', payload: { storyId: item.id }, key: `push:${item.id}:again` });
    const runner = createJobRunner({ pollMs: 60_000, workerId: 'test' });
    for (let i = 0; i < 3; i++) await runner.runOnce();
    await runner.stop();
    expect(service.received(a.id).map((m) => JSON.parse(m.text).title)).toEqual(['Queue alert']);
    expect(service.received(b.id)).toHaveLength(1);
  });

  it('a story in both languages reaches Hindi readers with the Hindi page and label', async () => {
    const hindi = await subscribe('hi', ['ipo']);
    const item = await story({ title: 'IPO खुला', categories: ['ipo'], language: 'both' });
    await publishAlerts(item.id);
    const [message] = await service.waitFor(1, hindi.id);
    expect(JSON.parse(message.text)).toMatchObject({ path: `/hi/news/${item.id}`, body: 'ब्रेकिंग न्यूज़', lang: 'hi' });
  });

  it('two workers delivering the same alert at once send it once', async () => {
    const sub = await subscribe('en', ['power']);
    const item = await story({ title: 'Grid holds', categories: ['power'] });
    await deliveries.planBreakingAlerts(item.id);
    const results = await Promise.all([deliveries.deliverBreakingAlert(item.id, sub.rowId), deliveries.deliverBreakingAlert(item.id, sub.rowId)]);
    expect(results.sort()).toEqual(['sent', 'skipped']);
    expect(service.received(sub.id)).toHaveLength(1);
  });

  it('stops at the hourly cap per subscription', async () => {
    const sub = await subscribe('en', ['automobile']);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(...(await publishAlerts((await story({ title: `Recall ${i}`, categories: ['automobile'] })).id)));
    expect(results).toEqual(['sent', 'sent', 'sent', 'capped', 'capped']);
    expect(service.received(sub.id).map((m) => JSON.parse(m.text).title)).toEqual(['Recall 0', 'Recall 1', 'Recall 2']);
  });

  it.each([404, 410])('deletes a subscription the push service answers %i', async (status) => {
    const sub = await subscribe('en', ['fmcg']);
    service.answer(sub.id, status);
    const item = await story({ title: `Gone ${status}`, categories: ['fmcg'] });
    expect(await publishAlerts(item.id)).toEqual(['gone']);
    expect(await db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
  });

  it('retries a failing push service (500, 429) and sends once it answers', async () => {
    const sub = await subscribe('en', ['cryptocurrencies']);
    service.answer(sub.id, 500, 1);
    const item = await story({ title: 'Token halts', categories: ['cryptocurrencies'] });
    const [waiting] = await deliveries.planBreakingAlerts(item.id);
    await expect(deliveries.deliverBreakingAlert(item.id, waiting)).rejects.toBeInstanceOf(deliveries.PushRetryError);
    expect(service.received(sub.id)).toHaveLength(0);
    expect(await deliveries.planBreakingAlerts(item.id)).toEqual([waiting]);
    service.answer(sub.id, 429, 1);
    await expect(deliveries.deliverBreakingAlert(item.id, waiting)).rejects.toBeInstanceOf(deliveries.PushRetryError);
    expect(await deliveries.deliverBreakingAlert(item.id, waiting)).toBe('sent');
    expect(service.received(sub.id)).toHaveLength(1);
  });

  it('sends nothing for a story that is not breaking, nor for one not published (a draft, a scheduled one before its time)', async () => {
    await subscribe('en', ['pharma']);
    expect(await deliveries.planBreakingAlerts((await story({ title: 'Quiet day', categories: ['pharma'], breaking: false })).id)).toEqual([]);
    expect(await deliveries.planBreakingAlerts((await story({ title: 'Draft', categories: ['pharma'], status: 'draft' })).id)).toEqual([]);
    const later = new Date(Date.now() + 3600_000);
    expect(await deliveries.planBreakingAlerts((await story({ title: 'Later', categories: ['pharma'], status: 'scheduled', publishAt: later })).id)).toEqual([]);
  });

  it('a story taken down between the fan-out and the send alerts nobody', async () => {
    const sub = await subscribe('en', ['pharma']);
    const item = await story({ title: 'Withdrawn', categories: ['pharma'] });
    const [waiting] = await deliveries.planBreakingAlerts(item.id);
    await db.update(schema.news).set({ status: 'unpublished' }).where(eq(schema.news.id, item.id));
    expect(await deliveries.deliverBreakingAlert(item.id, waiting)).toBe('skipped');
    expect(service.received(sub.id)).toEqual([]);
  });

  it('the stand-in refuses a push signed with another key than the subscription was made with', async () => {
    const sub = service.subscribe('BOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOtherKeyOth');
    await subscriptions.savePushSubscription({ subscription: { endpoint: sub.endpoint, keys: sub.keys }, lang: 'en', categories: ['stocks'] });
    const item = await story({ title: 'Forged', categories: ['stocks'] });
    expect(await publishAlerts(item.id)).toEqual(['failed']);
    expect(service.refused(sub.id)).toEqual([expect.objectContaining({ status: 403, reason: expect.stringContaining('applicationServerKey') })]);
  });
});
