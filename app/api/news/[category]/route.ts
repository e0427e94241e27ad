import { isCategory, isLocale } from '@/lib/categories';
import { AppError } from '@/lib/errors';
import { handle } from '@/lib/http/handler';
import { versionEtag } from '@/lib/cache/versioned-read';
import { listCategoryNews, listGeneralNews } from '@/lib/news/category-news';

// GET /api/news/{category} – the site's own news of one category (`all`: every item; `general`: all
// custom categories merged and de-duplicated), newest first; `?lang=en|hi` keeps that language and `both`
export const GET = handle<{ category: string }>(async (request, { params }) => {
  const { category } = await params;
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang !== null && !isLocale(lang)) throw new AppError('bad_request', 'lang must be en or hi.');
  if (category !== 'all' && (!isCategory(category) || category === 'bookmarks')) {
    throw new AppError('not_found', `Unknown category "${category}".`);
  }
  if (category === 'general') {
    // Cached merge (issue 11 item 13); the ETag names the cached read that answered.
    const { value, version } = await listGeneralNews(lang ?? undefined);
    return Response.json(value, { headers: { ETag: versionEtag(version) } });
  }
  return Response.json(await listCategoryNews(category, lang ?? undefined));
});

// PUT /api/news/{id} and DELETE /api/news/{id} – admin only; the segment doubles as the news id
// (one dynamic name per folder level), handlers in lib/news/news-admin-handlers.ts
export { updateNewsHandler as PUT, deleteNewsHandler as DELETE } from '@/lib/news/news-admin-handlers';
