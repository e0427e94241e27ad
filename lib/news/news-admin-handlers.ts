import 'server-only';
import { withStaff } from '@/lib/auth/with-auth';
import { parseInput } from '@/lib/http/handler';
import { fileBytes, readMultipart, textFields } from '@/lib/storage/upload';
import { createNews, deleteNews, updateNews } from './manage-news';
import { createNewsSchema, isNewsId, updateNewsSchema } from './schemas';
import { AppError } from '@/lib/errors';

/**
 * The newsroom's mutating contracts (SPEC §7), admin only (D4): a session cookie or
 * `Authorization: Bearer` with an admin token; anonymous → 401, signed in without the role → 403.
 * Kept apart from app/api/news/[category]/route.ts, whose GET is the reader's listing.
 */

// POST /api/news/add – multipart: title, description, category (comma-joined), photo, url, language → 201 with the item
export const addNewsHandler = withStaff({ can: 'newsroom' }, async (request, { user }) => {
  const form = await readMultipart(request);
  const input = parseInput(createNewsSchema, textFields(form));
  const photo = await fileBytes(form, 'photo');
  const item = await createNews({ actor: user, input, photo });
  return Response.json(item, { status: 201 });
});

// PUT /api/news/{id} – multipart: title, description, category, url, language?, version?, photo (only when replaced) → 200 with the item
export const updateNewsHandler = withStaff<{ category: string }>({ can: 'newsroom' }, async (request, { params, user }) => {
  // The folder's dynamic segment is named for GET's category; for PUT and DELETE it is the news id.
  const { category: id } = await params;
  assertNewsId(id);
  const form = await readMultipart(request);
  const input = parseInput(updateNewsSchema, textFields(form));
  const photo = await fileBytes(form, 'photo');
  const item = await updateNews({ actor: user, id, input, photo });
  return Response.json(item);
});

// DELETE /api/news/{id} → 200 with the deleted item
export const deleteNewsHandler = withStaff<{ category: string }>({ can: 'newsroom' }, async (_request, { params, user }) => {
  const { category: id } = await params;
  assertNewsId(id);
  const item = await deleteNews({ actor: user, id });
  return Response.json({ success: true, message: 'News deleted successfully!', item });
});

function assertNewsId(id: string): void {
  if (!isNewsId(id)) throw new AppError('bad_request', `"${id}" is not a news id.`);
}
