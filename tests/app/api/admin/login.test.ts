/** @jest-environment node */
import { databaseTargets } from '../../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../../helpers/app-context';

type Route = typeof import('@/app/api/admin/login/route');

describe.each(databaseTargets())('POST /api/admin/login on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let route: Route;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let ip = 0;

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    // Limiters live on globalThis; after jest.resetModules they must come from the fresh module
    // (its RateLimiterRes class), and each database target starts with empty counts.
    (globalThis as { __rateLimiters?: unknown }).__rateLimiters = undefined;
    route = await import('@/app/api/admin/login/route');
    // PGlite start-up, migrations and two argon2 hashes: slow on a loaded machine.
  }, 120_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  function login(body: unknown, address = `10.0.0.${++ip}`) {
    return route.POST(
      new Request('http://localhost/api/admin/login', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-real-ip': address },
      }),
    );
  }

  it('gives an admin {success: true, token}, and the token opens the admin API', async () => {
    const response = await login({ email: ctx.admin.email.toUpperCase(), password: ctx.admin.password });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; token: string };
    expect(body.success).toBe(true);
    const { getRequestUser } = await import('@/lib/auth/session');
    const user = await getRequestUser(new Request('http://localhost/', { headers: { authorization: `Bearer ${body.token}` } }));
    expect(user).toMatchObject({ id: ctx.admin.id, role: 'admin' });
  });

  it('answers a wrong password, an unknown account and a non-admin alike: 401 {success: false}', async () => {
    for (const credentials of [
      { email: ctx.admin.email, password: 'wrong-password' },
      { email: 'nobody@test.example', password: 'whatever-1' },
      { email: ctx.reader.email, password: ctx.reader.password },
    ]) {
      const response = await login(credentials);
      expect(response.status).toBe(401);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ success: false, message: 'Invalid username or password. Please try again.' });
      expect(body.token).toBeUndefined();
    }
  });

  it('answers missing fields with 422 and a body that is not JSON with 400, both {success: false}', async () => {
    const missing = await login({ email: ctx.admin.email });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ success: false, issues: [expect.objectContaining({ path: 'password' })] });
    const garbage = await login('{not json');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ success: false });
  });

  it('no lock-out by strangers: 5 failures from one address get 429 there, the real admin still signs in from another', async () => {
    const email = ctx.admin.email;
    const attacker = `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 5; attempt++) expect((await login({ email, password: `wrong-${attempt}` }, attacker)).status).toBe(401);
    const limited = await login({ email, password: ctx.admin.password }, attacker);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ success: false });
    // Before issue 11 the account itself was locked for 15 minutes, from every address.
    expect((await login({ email, password: ctx.admin.password })).status).toBe(200);
  });

  it('limits attempts from one address across accounts', async () => {
    const statuses: number[] = [];
    // The limiters live for the whole process: a fresh address for each database target.
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await login({ email: `probe-${attempt}@test.example`, password: 'x' }, address)).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
