import { addAccountBookmarks, listAccountBookmarks, removeAccountBookmark } from '@/lib/bookmarks/account-bookmarks';
import { deleteBookmarkSchema, listBookmarksSchema, putBookmarksSchema } from '@/lib/bookmarks/schemas';
import { withUser } from '@/lib/auth/with-auth';
import { parseInput, readJson } from '@/lib/http/handler';

const noStore = { 'Cache-Control': 'private, no-store' };

// GET /api/user/bookmarks?lang=en|hi – the signed-in reader's bookmarks of one language, newest first
export const GET = withUser(async (request, { user }) => {
  const { lang } = parseInput(listBookmarksSchema, { lang: new URL(request.url).searchParams.get('lang') ?? undefined });
  return Response.json({ lang, bookmarks: await listAccountBookmarks({ userId: user.id, locale: lang }) }, { headers: noStore });
});

// PUT /api/user/bookmarks – merges { lang, articles } into the reader's list (sign-in merge, new bookmarks); answers the list
export const PUT = withUser(async (request, { user }) => {
  const { lang, articles } = parseInput(putBookmarksSchema, await readJson(request));
  return Response.json({ lang, bookmarks: await addAccountBookmarks({ userId: user.id, locale: lang, articles }) }, { headers: noStore });
});

// DELETE /api/user/bookmarks – removes { lang, title } (or ?lang=&title=) on every device
export const DELETE = withUser(async (request, { user }) => {
  const search = new URL(request.url).searchParams;
  const body = search.has('title') ? { lang: search.get('lang') ?? undefined, title: search.get('title') } : await readJson(request);
  const { lang, title } = parseInput(deleteBookmarkSchema, body);
  await removeAccountBookmark({ userId: user.id, locale: lang, title });
  return Response.json({ lang, title, removed: true }, { headers: noStore });
});
