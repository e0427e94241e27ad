/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '@/models/schema';
import { databaseTargets } from '../../../helpers/databases';
import { releaseTestDatabase, useTestDatabase } from '../../../helpers/app-context';

/** Issue 26: PUT /api/admin/staff sets a registered account's role — admins only, never the last admin. */
describe.each(databaseTargets())('PUT /api/admin/staff on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let ctx: Awaited<ReturnType<typeof useTestDatabase>>;
  let route: typeof import('@/app/api/admin/staff/route');

  beforeAll(async () => {
    database = await target.open();
    ctx = await useTestDatabase(database);
    route = await import('@/app/api/admin/staff/route');
  }, 300_000);
  afterAll(async () => {
    releaseTestDatabase();
    await database.cleanup();
  });

  const put = (body: unknown, token?: string) =>
    route.PUT(
      new Request('http://localhost/api/admin/staff', { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
      { params: Promise.resolve({}) },
    );

  it('401 anonymous, 403 for readers, writers and editors', async () => {
    const body = { email: ctx.reader.email, role: 'writer' };
    expect((await put(body)).status).toBe(401);
    expect((await put(body, ctx.readerToken)).status).toBe(403);
    for (const role of ['writer', 'editor'] as const) {
      const response = await put(body, (await ctx.staff(role)).token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'Only admins may do this.' });
    }
    expect((await database.db.select({ role: users.role }).from(users).where(eq(users.id, ctx.reader.id)))[0].role).toBe('user');
  });

  it('an admin makes a reader a writer (audit entry user.role); the list shows it', async () => {
    const response = await put({ email: ctx.reader.email.toUpperCase(), role: 'writer' }, ctx.adminToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: ctx.reader.email, role: 'writer' });
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.role'), eq(auditLog.entityId, ctx.reader.id)));
    expect(entries).toEqual([expect.objectContaining({ actorEmail: ctx.admin.email, details: expect.objectContaining({ from: 'user', to: 'writer' }) })]);
    const list = (await (await route.GET(new Request('http://localhost/api/admin/staff', { headers: { authorization: `Bearer ${ctx.adminToken}` } }), { params: Promise.resolve({}) })).json()) as { email: string; role: string }[];
    expect(list).toContainEqual(expect.objectContaining({ email: ctx.reader.email, role: 'writer' }));
    expect(list.every((member) => member.role !== 'user')).toBe(true);
  });

  it('404 for an unknown email, 422 for a bad email or role', async () => {
    expect((await put({ email: 'nobody@test.example', role: 'editor' }, ctx.adminToken)).status).toBe(404);
    expect((await put({ email: 'not-an-email', role: 'editor' }, ctx.adminToken)).status).toBe(422);
    expect((await put({ email: ctx.reader.email, role: 'owner' }, ctx.adminToken)).status).toBe(422);
    expect((await put([], ctx.adminToken)).status).toBe(422);
  });

  it('never removes the last admin (409), also not the admin themself; with a second admin it may', async () => {
    const admins = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    const refused = await put({ email: ctx.admin.email, role: 'editor' }, ctx.adminToken);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'apiErrors.publication.lastAdmin' });
    const editor = await ctx.staff('editor');
    expect((await put({ email: editor.email, role: 'admin' }, ctx.adminToken)).status).toBe(200);
    expect((await put({ email: ctx.admin.email, role: 'editor' }, ctx.adminToken)).status).toBe(200);
    // Now an editor: the token's holder is no admin any more (roles are read fresh).
    expect((await put({ email: editor.email, role: 'writer' }, ctx.adminToken)).status).toBe(403);
  });
});
