import { z } from 'zod';
import { isCategory } from '@/lib/categories';
import { AppError } from '@/lib/errors';
import { handle, parseInput } from '@/lib/http/handler';
import { getFeed } from '@/lib/news/feed';

const querySchema = z.object({
  lang: z.enum(['en', 'hi'], { message: 'lang must be en or hi.' }).default('en'),
  page: z.coerce.number({ message: 'page must be a whole number from 1 to 1000.' }).int('page must be a whole number from 1 to 1000.').min(1, 'page must be a whole number from 1 to 1000.').max(1000, 'page must be a whole number from 1 to 1000.').default(1),
});

// GET /api/feed/{category}?lang=en|hi&page=N – one page of the reader's feed (Load More): page 1 the site's own news and headlines, later pages headlines only
export const GET = handle<{ category: string }>(async (request, { params }) => {
  const { category } = await params;
  if (!isCategory(category) || category === 'bookmarks') throw new AppError('not_found', `Unknown category "${category}".`);
  const search = new URL(request.url).searchParams;
  const query = parseInput(querySchema, { lang: search.get('lang') ?? undefined, page: search.get('page') ?? undefined });
  return Response.json(await getFeed({ category, locale: query.lang, page: query.page }));
});
