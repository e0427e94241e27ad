import { handle } from '@/lib/http/handler';
import { storiesSince } from '@/lib/live/since';

/** Shared caches may keep an answer this long: a new story reaches open feeds within a poll and this. */
const CACHE = 'public, max-age=15, s-maxage=15, stale-while-revalidate=30';

// GET /api/news/{category}/since?lang=en|hi&after=<ISO time> – the site's own stories of that feed published after `after`, newest first (live updates)
export const GET = handle<{ category: string }>(async (request, { params }) => {
  const { category } = await params;
  const search = new URL(request.url).searchParams;
  const answer = await storiesSince({ category, lang: search.get('lang'), after: search.get('after') });
  return Response.json(answer, { headers: { 'Cache-Control': CACHE } });
});
