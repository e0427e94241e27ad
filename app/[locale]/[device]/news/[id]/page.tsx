import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MarkStoryRead } from '@/components/news/mark-story-read';
import { ShareButton } from '@/components/news/share-button';
import styles from '@/components/news/story.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { formatLongDate } from '@/lib/blogs/format';
import { isCategory, LOCALES, type Locale } from '@/lib/categories';
import { pageLocale } from '@/lib/i18n-page';
import { articleImage } from '@/lib/news/article';
import { customNewsToArticle } from '@/lib/news/feed';
import { getStoryCached } from '@/lib/news/get-story';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { storyLocale, storyPath } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';

type Props = { params: Promise<{ locale: string; device: string; id: string }> };

// Rendered on first request and kept in Next's cache (D15); an editor's write refreshes it (NEWS_CACHE_TAG).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function storyOf(params: Props['params']) {
  const { id } = await params;
  const story = await getStoryCached(id);
  if (!story) notFound();
  return story;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const story = await storyOf(params);
  const path = `news/${story.id}`;
  const photo = articleImage(story);
  const base = pageMetadata({ locale, path, title: story.title, description: story.description, image: { url: photo, alt: story.title } });
  // A story in one language has one page that counts: the others point their canonical at it.
  const languages: Locale[] = story.language === 'both' ? [...LOCALES] : [story.language];
  return {
    ...base,
    alternates: {
      canonical: storyPath(storyLocale(story.language, locale), story.id),
      languages: Object.fromEntries([...languages.map((l) => [l, storyPath(l, story.id)]), ['x-default', storyPath(languages[0], story.id)]]),
    },
    openGraph: {
      ...base.openGraph,
      type: 'article',
      url: storyPath(locale, story.id),
      publishedTime: story.publishedAt,
      modifiedTime: story.updatedAt,
      section: story.categories[0],
      tags: story.categories,
    },
  };
}

/** A story of the site's own news on its own page (/{lang}/news/{id}): what cards, RSS and Share point to. */
export default async function StoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { device } = await params;
  const story = await storyOf(params);
  const t = await getTranslations({ locale });
  const { siteName, siteUrl } = siteConfig();
  const card = customNewsToArticle(story, story.categories[0] ?? 'general', new Date(story.publishedAt));
  const category = story.categories.find(isCategory);
  const source = story.url && /^https?:\/\//i.test(story.url) ? story.url : null;

  return (
    <article className={styles.story} data-testid="story">
      <MarkStoryRead id={story.id} />
      <JsonLd data={{ '@context': 'https://schema.org', ...newsArticleJsonLd({ siteName, siteUrl, locale, story }) }} />
      <h1 className={styles.title}>{story.title}</h1>
      <p className={styles.meta}>
        <span>{t('feed.by', { source: card.source.name })}</span>
        {' · '}
        <time dateTime={story.publishedAt}>{t('reader.story.published', { date: formatLongDate(story.publishedAt, locale) })}</time>
      </p>
      <img className={styles.image} src={articleImage(story)} alt={t('reader.story.imageAlt', { title: story.title })} width={640} height={360} fetchPriority="high" />
      <p className={styles.description}>{story.description}</p>
      <div className={styles.actions}>
        {source && (
          <a className="button" href={source} target="_blank" rel="noopener noreferrer">
            {t('reader.story.readMoreAt', { source: card.source.name })}
          </a>
        )}
        <ShareButton href={storyPath(locale, story.id)} title={story.title} variant={device === 'mobile' ? 'mobile' : 'desktop'} className="button button-secondary" />
      </div>
      {category && (
        <p>
          <Link href={`/${locale}/${category}`}>{t('reader.story.moreNews', { category: t(`categories.${category}`) })}</Link>
        </p>
      )}
    </article>
  );
}
