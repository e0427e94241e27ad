import { handle, parseInput } from '@/lib/http/handler';
import { cachedSearch } from '@/lib/search/cached-search';
import { searchQuerySchema } from '@/lib/search/schemas';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';

// GET /api/search?q=&lang=en|hi&type=news|blogs&page=N – ranked search of the site's own news or blogs, with highlighted snippets; 429 past 30 a minute per address, 503 when a search outlasts its time-out
export const GET = handle(async (request) => {
  // Before any work: a flood of expensive searches from one address must not stall the site (issue 25 item 4).
  await consumeRateLimit('search', { ip: clientIp(request) });
  const search = new URL(request.url).searchParams;
  const input = parseInput(searchQuerySchema, {
    q: search.get('q') ?? undefined,
    lang: search.get('lang') ?? undefined,
    type: search.get('type') ?? undefined,
    page: search.get('page') ?? undefined,
  });
  return Response.json(await cachedSearch(input), { headers: { 'Cache-Control': 'public, max-age=60' } });
});
