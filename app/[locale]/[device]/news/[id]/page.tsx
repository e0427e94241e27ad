import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoryView } from '@/components/news/story-view';
import { LOCALES, type Locale } from '@/lib/categories';
import { pageLocale } from '@/lib/i18n-page';
import { articleImage } from '@/lib/news/article';
import { getStoryCached, getStoryTranslationCached } from '@/lib/news/get-story';
import { getCorrectionsCached } from '@/lib/corrections/corrections';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { storyLocale, storyPath } from '@/lib/seo/urls';

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
  // A story in one language has one page that counts: the others point their canonical at it; its
  // version in the other language (issue 27) is that language's alternate, and names this one back.
  const languages: Locale[] = story.language === 'both' ? [...LOCALES] : [story.language];
  const paths = Object.fromEntries(languages.map((l) => [l, storyPath(l, story.id)]));
  const translation = story.language === 'both' ? null : await getStoryTranslationCached(story);
  if (translation) paths[translation.language] = storyPath(translation.language, translation.id);
  return {
    ...base,
    alternates: {
      canonical: storyPath(storyLocale(story.language, locale), story.id),
      languages: { ...paths, 'x-default': paths.en ?? paths[languages[0]] },
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

/**
 * A story of the site's own news on its own page (/{lang}/news/{id}): what cards, RSS and Share
 * point to. Its data comes through Next's data cache; StoryView draws it (the preview draws the same).
 */
export default async function StoryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { device } = await params;
  const story = await storyOf(params);
  const translation = story.language === 'both' ? null : await getStoryTranslationCached(story);
  const corrections = await getCorrectionsCached(story.id);
  return <StoryView story={story} locale={locale} device={device} corrections={corrections} translation={translation} />;
}
