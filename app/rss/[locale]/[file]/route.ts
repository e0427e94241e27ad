import { getTranslations } from 'next-intl/server';
import { isCategory, isLocale } from '@/lib/categories';
import { AppError } from '@/lib/errors';
import { handle } from '@/lib/http/handler';
import { buildRssXml } from '@/lib/seo/rss';
import { listSiteNews } from '@/lib/seo/site-news';
import { absoluteUrl, rssPath, storyUrl } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';

// Built per request from the tag-cached stories (listSiteNews: an editor's write refreshes them at once).
// Not cached whole: a cached route would also keep an entry for every made-up file name asked for.
export const dynamic = 'force-dynamic';

// GET /rss/{lang}/{category}.xml – RSS 2.0 feed of the site's own news of one language and category
export const GET = handle<{ locale: string; file: string }>(async (_request, { params }) => {
  const { locale, file } = await params;
  const category = file.endsWith('.xml') ? file.slice(0, -'.xml'.length) : '';
  if (!isLocale(locale) || !isCategory(category) || category === 'bookmarks') {
    throw new AppError('not_found', 'No such feed: use /rss/{en|hi}/{category}.xml.');
  }
  const { siteName, siteUrl } = siteConfig();
  const t = await getTranslations({ locale });
  const label = category === 'general' ? t('meta.topHeadlines') : t('meta.categoryNews', { category: t(`categories.${category}`) });
  const stories = await listSiteNews(locale, category);

  const xml = buildRssXml(
    {
      title: `${label} | ${siteName}`,
      description: t('meta.siteDescription'),
      link: absoluteUrl(siteUrl, `/${locale}/${category}`),
      selfUrl: absoluteUrl(siteUrl, rssPath(locale, category)),
      language: locale === 'hi' ? 'hi-in' : 'en-in',
      ttlMinutes: 5,
    },
    // Every story of the feed (the pages only hold ten each).
    stories.map((story) => ({
      id: story.id,
      title: story.title,
      description: story.description,
      link: storyUrl(siteUrl, locale, story),
      publishedAt: new Date(story.publishedAt),
      categories: story.categories,
      sourceName: story.source.name ?? undefined,
      imageUrl: story.photo ? absoluteUrl(siteUrl, story.photo) : null,
    })),
  );
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300, stale-while-revalidate=60' },
  });
});
