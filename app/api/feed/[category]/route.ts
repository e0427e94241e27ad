import { z } from '@/lib/zod';
import { isCategory } from '@/lib/categories';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';
import { MAX_FEED_PAGE } from '@/lib/news/article';
import { getFeed } from '@/lib/news/feed';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';

const querySchema = z.object({
  lang: z.enum(['en', 'hi'], { message: 'lang must be en or hi.' }).default('en'),
  page: z.coerce.number({ message: 'page must be a whole number from 1 to 1000.' }).int('page must be a whole number from 1 to 1000.').min(1, 'page must be a whole number from 1 to 1000.').max(MAX_FEED_PAGE, 'page must be a whole number from 1 to 1000.').default(1),
});

// GET /api/feed/{category}?lang=en|hi&page=N – one page of the reader's feed (Load More): that page of the site's own news, then that headlines page; 502 when its sources failed and nothing can be shown
export const GET = handle<{ category: string }>(async (request, { params }) => {
  const { category } = await params;
  if (!isCategory(category) || category === 'bookmarks') throw new AppError('not_found', `Unknown category "${category}".`);
  // Each page may cost a headlines call: a per-address ceiling (issue 11 item 4).
  await consumeRateLimit('feed', { ip: clientIp(request) });
  const search = new URL(request.url).searchParams;
  const query = parseInput(querySchema, { lang: search.get('lang') ?? undefined, page: search.get('page') ?? undefined });
  const feed = await getFeed({ category, locale: query.lang, page: query.page });
  // Nothing to give and a source failed: an error the reader's Load More can retry, not an empty page.
  if (feed.failed && feed.articles.length === 0) throw new AppError('upstream_unavailable', 'The news could not be loaded. Try again.');
  return Response.json(feed);
});
