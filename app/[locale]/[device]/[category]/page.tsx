import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CUSTOM_ONLY_CATEGORIES, isCategory } from '@/lib/categories';
import { pageLocale } from '@/lib/i18n-page';
import { dedupeNews } from '@/lib/news/dedupe-news';
import { listCustomNews } from '@/lib/news/list-custom-news';
import { FeedJsonLd } from '@/components/seo/feed-json-ld';
import { feedPageMetadata } from '@/lib/seo/feed-metadata';

type Props = { params: Promise<{ locale: string; device: string; category: string }> };

// Rendered on first request, then served from Next's cache (D15); nothing is prerendered at build.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = await params;
  // Pages of later features (login, blogs…) pass the proxy but have no route yet: a 404, not a category.
  if (!isCategory(category)) notFound();
  const t = await getTranslations({ locale });
  const title = category === 'general' ? t('meta.topHeadlines') : t('meta.categoryNews', { category: t(`categories.${category}`) });
  return feedPageMetadata({ locale, category, title, description: t('meta.siteDescription') });
}

/** The feed (first cut: the site's own news of the category, rendered on the server). */
export default async function FeedPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const t = await getTranslations({ locale });
  const categories = category === 'general' ? [...CUSTOM_ONLY_CATEGORIES] : [category];
  const items = category === 'bookmarks' ? [] : dedupeNews(await listCustomNews({ categories, locale, limit: 30 }));
  return (
    <section aria-labelledby="feed-title">
      <FeedJsonLd locale={locale} category={category} title={category === 'general' ? t('meta.topHeadlines') : t('meta.categoryNews', { category: t(`categories.${category}`) })} />
      <h1 id="feed-title" className="page-title">
        {category === 'general' ? t('header.topStories') : t(`categories.${category}`)}
      </h1>
      {items.length === 0 ? (
        <p>
          {t('feed.noNews')} <Link href={`/${locale}/general`}>{t('feed.loadNews')}</Link>
        </p>
      ) : (
        <ul className="feed-list" data-testid="feed-list">
          {items.map((item) => (
            <li key={item.id} className="card" data-testid="news-card">
              <h2>{item.url ? <a href={item.url}>{item.title}</a> : item.title}</h2>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
