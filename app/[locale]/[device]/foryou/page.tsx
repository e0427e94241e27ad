import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { FollowButton } from '@/components/topics/follow-button';
import { ForYouList, ForYouTopList, type ForYouEntry } from '@/components/topics/foryou-list';
import { ForYouLive } from '@/components/topics/foryou-live';
import styles from '@/components/topics/topics.module.css';
import { getCurrentUser } from '@/lib/auth/session';
import { MENU_CATEGORIES } from '@/lib/categories';
import { compactArticle } from '@/lib/news/article';
import { pageLocale } from '@/lib/i18n-page';
import { listReadStories } from '@/lib/read-state/account-read';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getAccountTopics } from '@/lib/topics/account-topics';
import { getForYou } from '@/lib/topics/foryou-feed';
import { isFollowable, type TopicChoices } from '@/lib/topics/topics';
import { parseTopics, TOPICS_COOKIE } from '@/lib/topics/topics-store';

type Props = { params: Promise<{ locale: string; device: string }> };

// One reader's page: rendered for each request from their account (signed in) or the browser's
// cookie (signed out), never kept by Next's cache; a dynamic page is answered Cache-Control:
// private, no-store, so no proxy or CDN serves it to another reader either.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'reader.topics' });
  // Personal: no search engine should index it.
  return { ...pageMetadata({ locale, path: 'foryou', title: t('forYou'), description: t('pageDescription') }), robots: { index: false, follow: true } };
}

/** Reads a cookie value the browser wrote with encodeURIComponent (lib/topics/topics-store.ts). */
function decoded(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * /{lang}/foryou (issue 27): "Top stories" (the same for everyone), then the followed categories'
 * stories first, newest first, read ones last, hidden sources left out (lib/topics/rank-foryou.ts).
 */
export default async function ForYouPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { device } = await params;
  const t = await getTranslations({ locale });
  const user = await getCurrentUser();
  let choices: TopicChoices;
  let readKeys = new Set<string>();
  if (user) {
    const [account, read] = await Promise.all([getAccountTopics(user.id), listReadStories({ userId: user.id })]);
    choices = account;
    readKeys = new Set(read.map((story) => story.key));
  } else {
    choices = parseTopics(decoded((await cookies()).get(TOPICS_COOKIE)?.value));
  }
  const page = await getForYou({ locale, choices, readKeys });
  const categoryName = (category: string) => (isFollowable(category) ? t(`categories.${category}`) : t('header.topStories'));
  const entries: ForYouEntry[] = page.items.map((item, index) => ({
    key: item.key,
    source: item.article.source?.name?.trim() ?? '',
    category: item.article.category,
    categoryName: categoryName(item.article.category),
    article: compactArticle(item.article),
    priority: index === 0 && page.top.length === 0,
  }));
  const { followed, hiddenSources, lessLike } = choices;

  return (
    <section aria-labelledby="foryou-title" data-testid="foryou" data-device={device}>
      <h1 id="foryou-title" className="page-title">
        {t('reader.topics.forYou')}
      </h1>
      <ForYouLive locale={locale} after={page.liveAfter} />
      <p className={styles.notice}>{user ? t('reader.topics.keptInAccount') : t('reader.topics.keptHere')}</p>

      <section className={styles.section} aria-labelledby="foryou-topics">
        <h2 id="foryou-topics" className={styles.sectionHeading}>
          {t('reader.topics.chooseTopics')}
        </h2>
        {followed.length === 0 && <p className={styles.notice}>{t('reader.topics.empty')}</p>}
        <ul className={styles.chips} data-testid="foryou-topics">
          {MENU_CATEGORIES.filter(isFollowable).map((category) => (
            <li key={category}>
              <span>{t(`categories.${category}`)}</span> <FollowButton category={category} />
            </li>
          ))}
        </ul>
      </section>

      {page.top.length > 0 && (
        <section className={styles.section} aria-labelledby="foryou-top">
          <h2 id="foryou-top" className={styles.sectionHeading}>
            {t('reader.topics.topStories')}
          </h2>
          <ForYouTopList articles={page.top.map(compactArticle)} locale={locale} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="foryou-stories">
        <h2 id="foryou-stories" className={styles.sectionHeading}>
          {t('reader.topics.yourStories')}
        </h2>
        <ForYouList entries={entries} renderedWith={{ followed, hiddenSources, lessLike }} locale={locale} />
      </section>
    </section>
  );
}
