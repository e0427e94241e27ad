import { withStaff } from '@/lib/auth/with-auth';
import { getDb } from '@/lib/db';
import { listCustomNews } from '@/lib/news/list-custom-news';
import { toNewsDto } from '@/lib/news/news-dto';
import { hasFilter, listNewsFiltered, parseListFilter } from '@/lib/newsroom/worklist';

// GET /api/admin/news – the newsroom's list: every story in every state (draft, review, scheduled, published, unpublished), newest first.
// Filters (the dashboard's links, issue 26): ?status=draft|review|scheduled|published|unpublished, &mine=1 (the caller's own), &when=today (India day); 400 for a bad value
export const GET = withStaff({ can: 'newsroom' }, async (request, { user }) => {
  const filter = parseListFilter(new URL(request.url).searchParams, true);
  const rows = hasFilter(filter) ? await listNewsFiltered(await getDb(), filter, user) : await listCustomNews({ includeUnpublished: true, limit: 500 });
  return Response.json(rows.map(toNewsDto), { headers: { 'Cache-Control': 'no-store' } });
});
