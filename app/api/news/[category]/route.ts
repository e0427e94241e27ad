import { CUSTOM_ONLY_CATEGORIES, isCategory, isLocale } from '@/lib/categories';
import { AppError } from '@/lib/errors';
import { handle } from '@/lib/http/handler';
import { dedupeNews } from '@/lib/news/dedupe-news';
import { listCustomNews } from '@/lib/news/list-custom-news';
import { toNewsDto } from '@/lib/news/news-dto';

// GET /api/news/{category} – the site's own news of one category (`all`: every item; `general`: all
// custom categories merged and de-duplicated), newest first; `?lang=en|hi` keeps that language and `both`
export const GET = handle<{ category: string }>(async (request, { params }) => {
  const { category } = await params;
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang !== null && !isLocale(lang)) throw new AppError('bad_request', 'lang must be en or hi.');
  const locale = lang ?? undefined;

  if (category === 'all') {
    return Response.json((await listCustomNews({ locale })).map(toNewsDto));
  }
  if (!isCategory(category) || category === 'bookmarks') {
    throw new AppError('not_found', `Unknown category "${category}".`);
  }
  const rows =
    category === 'general'
      ? dedupeNews(await listCustomNews({ categories: [...CUSTOM_ONLY_CATEGORIES], locale }))
      : await listCustomNews({ categories: [category], locale });
  return Response.json(rows.map(toNewsDto));
});

// PUT /api/news/{id} and DELETE /api/news/{id} – admin only; the segment doubles as the news id
// (one dynamic name per folder level), handlers in lib/news/news-admin-handlers.ts
export { updateNewsHandler as PUT, deleteNewsHandler as DELETE } from '@/lib/news/news-admin-handlers';
