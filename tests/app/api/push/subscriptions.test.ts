/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { databaseTargets } from '../../../helpers/databases';
import { accountsTestEnv, call, resetRateLimits, useDatabase } from '../../../helpers/accounts-api';
import { startPushService, type PushServiceStandIn } from '../../../helpers/push-service';

// One stand-in for the whole file: the configuration (its port in PUSH_ENDPOINT_ALLOW) is read once
// per process, so a second stand-in on another port for the second database would be refused.
let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});

describe.each(databaseTargets())('/api/push/subscriptions on $name', (target) => {
  let route: typeof import('@/app/api/push/subscriptions/route');
  let keyRoute: typeof import('@/app/api/push/public-key/route');
  let schema: typeof import('@/models/schema');
  let db: Awaited<ReturnType<typeof target.open>>['db'];
  let cleanup: () => Promise<void>;
  let publicKey: string;

  beforeAll(async () => {
    accountsTestEnv({ PUSH_ENDPOINT_ALLOW: `127.0.0.1:${service.port},*.push.apple.com` });
    const opened = await target.open();
    cleanup = opened.cleanup;
    db = opened.db;
    useDatabase(opened);
    route = await import('@/app/api/push/subscriptions/route');
    keyRoute = await import('@/app/api/push/public-key/route');
    schema = await import('@/models/schema');
    publicKey = (await call(keyRoute.GET, { path: '/api/push/public-key' })).body.publicKey as string;
  }, 120_000);
  afterAll(async () => {
    await cleanup();
  });
  beforeEach(resetRateLimits);

  const body = (overrides: Record<string, unknown> = {}, sub = service.subscribe(publicKey)) => ({
    subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
    lang: 'en',
    categories: ['banking'],
    ...overrides,
  });
  const post = (json: unknown, headers: Record<string, string> = {}) => call(route.POST, { path: '/api/push/subscriptions', body: json, headers });
  const rows = (endpoint: string) => db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

  it('answers the VAPID public key browsers subscribe with', async () => {
    const { env } = await import('@/lib/env');
    expect(publicKey).toBe(env().push.vapid!.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a subscription, updates it by endpoint, and removes it', async () => {
    const first = body();
    const endpoint = first.subscription.endpoint;
    const created = await post(first);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ endpoint, lang: 'en', categories: ['banking'] });
    const updated = await post({ ...first, lang: 'hi', categories: ['general', 'ipo', 'ipo'] });
    expect(updated.body).toEqual({ endpoint, lang: 'hi', categories: ['general', 'ipo'] });
    expect(await rows(endpoint)).toEqual([expect.objectContaining({ locale: 'hi', categories: ['general', 'ipo'], userId: null })]);

    const removed = await call(route.DELETE, { path: '/api/push/subscriptions', method: 'DELETE', body: { endpoint } });
    expect(removed).toMatchObject({ status: 200, body: { endpoint, removed: true } });
    expect(await rows(endpoint)).toEqual([]);
    expect((await call(route.DELETE, { path: '/api/push/subscriptions', method: 'DELETE', body: { endpoint } })).body.removed).toBe(false);
  });

  it.each([
    ['an internal address', 'http://169.254.169.254/latest/meta-data/iam'],
    ['the server itself', 'http://127.0.0.1:3000/api/news/add'],
    ['an unknown host', 'https://push.attacker.example/x'],
    ['the bare domain of a wildcard', 'https://push.apple.com/x'],
    ['not a URL', 'javascript:alert(1)'],
  ])('refuses an endpoint outside the allow-list with 400: %s', async (_, endpoint) => {
    const sub = service.subscribe(publicKey);
    const { status, body: answer } = await post(body({}, { ...sub, endpoint }));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: expect.stringContaining('not allowed'), code: 'apiErrors.push.endpointNotAllowed' });
    expect(await rows(endpoint)).toEqual([]);
  });

  it.each([
    ['a key off the curve', { keys: { p256dh: 'B' + 'A'.repeat(86), auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, 'apiErrors.push.keyInvalid'],
    ['a short auth secret', { auth: 'AAAA' }, 'apiErrors.push.authInvalid'],
  ])('refuses %s with 422', async (_, change, code) => {
    const sub = service.subscribe(publicKey);
    const keys = 'keys' in change ? change.keys : { ...sub.keys, ...change };
    const { status, body: answer } = await post(body({}, { ...sub, keys }));
    expect(status).toBe(422);
    expect((answer.issues as { code: string }[])[0].code).toBe(code);
  });

  it.each([
    ['no category', { categories: [] }],
    ['an unknown category', { categories: ['weather'] }],
    ['another language', { lang: 'fr' }],
    ['no subscription', { subscription: undefined }],
  ])('refuses %s with 422', async (_, overrides) => {
    expect((await post(body(overrides))).status).toBe(422);
  });

  it('links a signed-in reader\'s browser to the account; refuses a cookie write from another site', async () => {
    const register = await import('@/app/api/user/register/route');
    const signin = await import('@/app/api/user/signin/route');
    await call(register.POST, { path: '/api/user/register', body: { fullName: 'Asha', email: 'asha@example.com', password: 'a good long password', agreeToTerms: true } });
    const token = (await call(signin.POST, { path: '/api/user/signin', body: { email: 'asha@example.com', password: 'a good long password' } })).body.token as string;
    const signedIn = body();
    expect((await post(signedIn, { authorization: `Bearer ${token}` })).status).toBe(201);
    const [row] = await rows(signedIn.subscription.endpoint);
    expect(row.userId).toEqual(expect.any(String));
    expect((await post(body(), { cookie: 'next-auth.session-token=x', origin: 'https://evil.example' })).status).toBe(403);
  });

  it('answers malformed bodies with 4xx JSON', async () => {
    expect((await call(route.POST, { path: '/api/push/subscriptions', rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(route.DELETE, { path: '/api/push/subscriptions', method: 'DELETE', body: {} })).status).toBe(422);
  });
});
