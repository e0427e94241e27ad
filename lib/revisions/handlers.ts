import 'server-only';
import type { SessionUser } from '@/lib/auth/users';
import { AppError } from '@/lib/errors';
import { parseInput, readJson } from '@/lib/http/handler';
import { z } from '@/lib/zod';
import { getRevision, listRevisions, restoreRevision } from './history';
import type { RevisionKind } from './record';

/**
 * The History API of news and blogs (issue 26), shared by the route files under
 * app/api/admin/{news,blogs}/[id]/revisions/ (each wraps these in `withStaff`, where the
 * authorization matrix reads its guard). Answers are never cached (signed-in, per item).
 */
const restoreSchema = z.object({ version: z.number({ error: 'version must be a positive whole number.' }).int().positive().optional() });

/** The restore's body is optional: none (or an empty one), or JSON `{ "version": n }`. */
async function restoreInput(request: Request): Promise<{ version?: number }> {
  const length = request.headers.get('content-length');
  if (request.body === null || length === '0') return {};
  return parseInput(restoreSchema, await readJson(request));
}

export async function revisionList(kind: RevisionKind, id: string): Promise<Response> {
  return Response.json(await listRevisions(kind, id));
}

export async function revisionDetail(kind: RevisionKind, id: string, revisionId: string): Promise<Response> {
  return Response.json(await getRevision(kind, id, revisionId));
}

export async function revisionRestore(kind: RevisionKind, request: Request, id: string, revisionId: string, user: SessionUser): Promise<Response> {
  const input = await restoreInput(request);
  if (!id || !revisionId) throw new AppError('not_found', 'Not found.');
  return Response.json(await restoreRevision({ kind, id, revisionId, actor: user, version: input.version }), { status: 201 });
}
