import { handle, parseInput } from '@/lib/http/handler';
import { searchQuerySchema } from '@/lib/search/schemas';
import { searchSite } from '@/lib/search/search';

// GET /api/search?q=&lang=en|hi&type=news|blogs&page=N – ranked search of the site's own news or blogs, with highlighted snippets
export const GET = handle(async (request) => {
  const search = new URL(request.url).searchParams;
  const input = parseInput(searchQuerySchema, {
    q: search.get('q') ?? undefined,
    lang: search.get('lang') ?? undefined,
    type: search.get('type') ?? undefined,
    page: search.get('page') ?? undefined,
  });
  return Response.json(await searchSite(input), { headers: { 'Cache-Control': 'public, max-age=60' } });
});
