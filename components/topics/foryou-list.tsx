'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ArticleCard } from '@/components/news/article-card';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import type { FeedArticle } from '@/lib/news/article';
import { readReadMap } from '@/lib/read-state/read-store';
import type { TopicChoices } from '@/lib/topics/topics';
import { setLessLike, setSourceHidden } from '@/lib/topics/topics-store';
import { useTopics } from '@/lib/topics/use-topics';
import styles from './topics.module.css';

/**
 * One story of the list. Its card is rendered here from the article (issue 28): a card the server
 * renders travels in the page's RSC payload as its whole element tree plus its islands' props
 * (about 2.8 KB), the article alone as about 0.9 KB of props.
 */
export type ForYouEntry = { key: string; source: string; category: string; categoryName: string; article: FeedArticle; priority?: boolean };

/** For you's "Top stories": cards rendered in the browser from the articles, for the same reason. */
export function ForYouTopList({ articles, locale }: { articles: FeedArticle[]; locale: Locale }) {
  return (
    <ul className={styles.list} data-testid="foryou-top">
      {articles.map((article, index) => (
        <li key={`${article.title}-${index}`}>
          <ArticleCard article={article} locale={locale} variant="desktop" priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

type Notice = { text: string; undo: () => void } | null;

const noSubscribe = () => () => undefined;
const serverOrder = () => null;
const orders = new WeakMap<ForYouEntry[], string[]>();

/** The cards' order for this page's entries: read stories last, as they were read when the page came (later reads move nothing). */
function orderAtLoad(entries: ForYouEntry[]): string[] {
  let order = orders.get(entries);
  if (!order) {
    let read: Record<string, number> = {};
    try {
      read = readReadMap(window.localStorage);
    } catch {
      // no storage: the server's order
    }
    order = [...entries.filter((entry) => !(entry.key in read)), ...entries.filter((entry) => entry.key in read)].map((entry) => entry.key);
    orders.set(entries, order);
  }
  return order;
}

/**
 * The choices that make the page fetch itself again. "Fewer … stories" is not one of them: it moves
 * nothing now (the next visit ranks those stories lower), and a refresh would re-rank the list under
 * the reader's finger (the browser test saw the first card change at once).
 */
const choicesKey = (choices: TopicChoices) => JSON.stringify([[...choices.followed].sort(), [...choices.hiddenSources].sort()]);

/**
 * The For you list (issue 27): the server's cards in the server's order, with "Hide stories from …"
 * and "Less like this" under each. A hidden source's cards go at once (Undo brings them back); "less
 * like this" moves nothing now — the next visit ranks those stories lower, since nothing may move
 * under the reader's finger. Stories read in this browser (signed out the server cannot know them)
 * go to the end once, right after the page loads. When the browser's choices differ from the ones
 * the page was made with (a sign-in merge, a follow in another tab), the page is fetched again.
 */
export function ForYouList({ entries, renderedWith, locale }: { entries: ForYouEntry[]; renderedWith: TopicChoices; locale: Locale }) {
  const t = useTranslations('reader.topics');
  const router = useRouter();
  const topics = useTopics();
  const [notice, setNotice] = useState<Notice>(null);
  const refreshedFor = useRef(choicesKey(renderedWith));

  const order = useSyncExternalStore(noSubscribe, () => orderAtLoad(entries), serverOrder);

  useEffect(() => {
    if (!topics) return;
    const key = choicesKey(topics);
    if (key === refreshedFor.current) return;
    refreshedFor.current = key;
    router.refresh();
  }, [topics, router]);

  const hidden = new Set(topics?.hiddenSources ?? renderedWith.hiddenSources);
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const shown = (order ?? entries.map((entry) => entry.key)).flatMap((key) => {
    const entry = byKey.get(key);
    return entry && !hidden.has(entry.source) ? [entry] : [];
  });

  const hide = (source: string) => {
    setSourceHidden(source, true);
    setNotice({ text: t('sourceHidden', { source }), undo: () => setSourceHidden(source, false) });
  };
  const less = (category: string, name: string) => {
    setLessLike(category, true);
    setNotice({ text: t('lessLikeDone', { category: name }), undo: () => setLessLike(category, false) });
  };

  return (
    <>
      <p role="status" aria-live="polite" className={styles.notice} data-testid="foryou-notice">
        {notice && (
          <>
            {notice.text}{' '}
            <button
              type="button"
              className="pill"
              onClick={() => {
                notice.undo();
                setNotice(null);
              }}
            >
              {t('undo')}
            </button>
          </>
        )}
      </p>
      {shown.length === 0 ? (
        <p>{t('noStories')}</p>
      ) : (
        <ul className={styles.list} data-testid="foryou-list">
          {shown.map((entry) => (
            <li key={entry.key} data-category={entry.category} data-source={entry.source}>
              <ArticleCard article={entry.article} locale={locale} variant="desktop" priority={entry.priority} />
              <div className={styles.actions}>
                {entry.source && (
                  <button type="button" className="pill" onClick={() => hide(entry.source)} data-testid="hide-source">
                    {t('hideSource', { source: entry.source })}
                  </button>
                )}
                {entry.category !== 'general' && (
                  <button type="button" className="pill" onClick={() => less(entry.category, entry.categoryName)} data-testid="less-like">
                    {t('lessLikeLabel', { category: entry.categoryName })}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
