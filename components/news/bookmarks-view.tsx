'use client';

import { useEffect, useState } from 'react';
import type { Device, Locale } from '@/lib/categories';
import { BOOKMARKS_LOAD_DELAY_MS } from '@/lib/bookmarks/limits';
import { useBookmarks } from '@/lib/bookmarks/use-bookmarks';
import { ArticleCard } from './article-card';
import { BookmarkMessage } from './bookmark-message';
import { EmptyFeed } from './empty-feed';
import { Spinner } from './spinner';
import styles from './feed.module.css';

/** `/{lang}/bookmarks`: the language's bookmarks from local storage; removing one takes it off the list. */
export function BookmarksView({ locale, device }: { locale: Locale; device: Device }) {
  const { bookmarks } = useBookmarks(locale);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setIsReady(true), BOOKMARKS_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {!isReady ? (
        <Spinner />
      ) : bookmarks.length === 0 ? (
        <EmptyFeed locale={locale} />
      ) : (
        <ul className={styles.list} data-testid="feed-list">
          {bookmarks.map((article, index) => (
            <li key={article.title}>
              <ArticleCard article={article} locale={locale} variant={device} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <BookmarkMessage />
    </>
  );
}
