import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { MarkStoryRead } from '@/components/news/mark-story-read';
import { ShareButton } from '@/components/news/share-button';
import { StoryCorrections } from '@/components/news/story-corrections';
import styles from '@/components/news/story.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { FollowButton } from '@/components/topics/follow-button';
import { formatLongDate } from '@/lib/blogs/format';
import { isCategory, type Locale } from '@/lib/categories';
import type { StoryCorrection } from '@/lib/corrections/rules';
import { articleImage } from '@/lib/news/article';
import { customNewsToArticle } from '@/lib/news/custom-article';
import type { StoryTranslation } from '@/lib/news/get-story';
import type { NewsDto } from '@/lib/news/news-dto';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { storyPath } from '@/lib/seo/urls';
import { siteConfig } from '@/lib/site-config';

export type StoryViewProps = {
  story: NewsDto;
  locale: Locale;
  device: string;
  /** The story's public corrections (issue 26): the page reads them through its cache, the preview fresh. */
  corrections: StoryCorrection[];
  /** Its published version in the other language (issue 27), if any: the "Read this story in …" link. */
  translation: StoryTranslation | null;
  /** The newsroom's preview of an unpublished story (issue 26). */
  isPreview?: boolean;
};

/**
 * A story as readers see it on its page (/{lang}/news/{id}), and — the same component, so the two
 * cannot drift — the newsroom's preview of a story in any state (issue 26), which leaves out only
 * what would count it (read mark), index it (JSON-LD) or act for the reader (Follow). The callers
 * load the data: the story page through Next's data cache (its static, revalidated rendering is
 * unchanged), the preview fresh on every request.
 */
export async function StoryView({ story, locale, device, corrections, translation, isPreview = false }: StoryViewProps) {
  const t = await getTranslations({ locale });
  const { siteName, siteUrl } = siteConfig();
  const card = customNewsToArticle(story, story.categories[0] ?? 'general', new Date(story.publishedAt));
  const category = story.categories.find(isCategory);
  const source = story.url && /^https?:\/\//i.test(story.url) ? story.url : null;

  return (
    <article className={styles.story} data-testid="story">
      {!isPreview && <MarkStoryRead id={story.id} />}
      {!isPreview && <JsonLd data={{ '@context': 'https://schema.org', ...newsArticleJsonLd({ siteName, siteUrl, locale, story, corrections }) }} />}
      <h1 className={styles.title}>{story.title}</h1>
      <p className={styles.meta}>
        <span>{t('feed.by', { source: card.source.name })}</span>
        {' · '}
        <time dateTime={story.publishedAt}>{t('reader.story.published', { date: formatLongDate(story.publishedAt, locale) })}</time>
      </p>
      <img className={styles.image} src={articleImage(story)} alt={t('reader.story.imageAlt', { title: story.title })} width={640} height={360} fetchPriority="high" />
      <p className={styles.description}>{story.description}</p>
      <StoryCorrections corrections={corrections} locale={locale} />
      <div className={styles.actions}>
        {source && (
          <a className="button" href={source} target="_blank" rel="noopener noreferrer">
            {t('reader.story.readMoreAt', { source: card.source.name })}
          </a>
        )}
        <ShareButton href={storyPath(locale, story.id)} title={story.title} variant={device === 'mobile' ? 'mobile' : 'desktop'} className="button button-secondary" />
      </div>
      {translation && (
        <p>
          <Link href={storyPath(translation.language, translation.id)} hrefLang={translation.language} lang={translation.language} data-testid="story-translation">
            {t(`reader.story.readIn.${translation.language}`)}
          </Link>
        </p>
      )}
      {category && (
        <p>
          <Link href={`/${locale}/${category}`}>{t('reader.story.moreNews', { category: t(`categories.${category}`) })}</Link>
        </p>
      )}
      {/* Issue 27: follow the story's category (client-only: the cached page stays the same for everyone). */}
      {category && !isPreview && <FollowButton category={category} />}
    </article>
  );
}
