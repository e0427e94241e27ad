import 'server-only';
import type { SessionUser } from '@/lib/auth/users';
import { parseInput, readJson } from '@/lib/http/handler';
import { z } from '@/lib/zod';
import { acquireLock, currentLock, heartbeatLock, releaseLock } from './edit-locks';
import type { LockKind } from './lock-rules';

/**
 * The edit-lock API of news and blogs (issue 26), shared by app/api/admin/{news,blogs}/[id]/lock
 * (each method wrapped in `withStaff` there, where the authorization matrix reads it):
 * GET who holds it (or null), POST take it (`{ "takeOver": true }` to take it from someone),
 * PUT heartbeat, DELETE release.
 */
const takeSchema = z.object({ takeOver: z.boolean({ error: 'takeOver must be true or false.' }).optional() });

async function takeInput(request: Request): Promise<{ takeOver?: boolean }> {
  if (request.body === null || request.headers.get('content-length') === '0') return {};
  return parseInput(takeSchema, await readJson(request));
}

export async function lockGet(kind: LockKind, id: string, user: SessionUser): Promise<Response> {
  return Response.json(await currentLock(kind, id, user));
}

export async function lockTake(kind: LockKind, request: Request, id: string, user: SessionUser): Promise<Response> {
  const input = await takeInput(request);
  return Response.json(await acquireLock({ kind, id, actor: user, takeOver: input.takeOver }));
}

export async function lockBeat(kind: LockKind, id: string, user: SessionUser): Promise<Response> {
  return Response.json(await heartbeatLock({ kind, id, actor: user }));
}

export async function lockRelease(kind: LockKind, id: string, user: SessionUser): Promise<Response> {
  await releaseLock({ kind, id, actor: user });
  return new Response(null, { status: 204 });
}
