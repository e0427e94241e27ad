import { withStaff } from '@/lib/auth/with-auth';
import { lockBeat, lockGet, lockRelease, lockTake } from '@/lib/locks/handlers';

type Params = { id: string };

// GET /api/admin/blogs/{id}/lock – who is editing it: { holder, holderId, since, heartbeatAt, expiresAt, mine } or null
export const GET = withStaff<Params>({ can: 'newsroom' }, async (_request, { params, user }) => lockGet('blog', (await params).id, user));

// POST /api/admin/blogs/{id}/lock – open it for editing: 200 the lock; held by someone else → 409 { code: …locked, lock }; body { takeOver: true } takes it over
export const POST = withStaff<Params>({ can: 'newsroom' }, async (request, { params, user }) => lockTake('blog', request, (await params).id, user));

// PUT /api/admin/blogs/{id}/lock – the edit screen's heartbeat (every 20 s; a lock expires 60 s after its last one); taken over → 409 { code: …lockTaken, lock }
export const PUT = withStaff<Params>({ can: 'newsroom' }, async (_request, { params, user }) => lockBeat('blog', (await params).id, user));

// DELETE /api/admin/blogs/{id}/lock – leaving the edit screen frees the caller's lock → 204
export const DELETE = withStaff<Params>({ can: 'newsroom' }, async (_request, { params, user }) => lockRelease('blog', (await params).id, user));
