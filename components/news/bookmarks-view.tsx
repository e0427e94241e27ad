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

  // The spinner gives way to the list (or the empty state) a moment after the page is alive (SPEC §5):
  // the area is a screen tall from the start, so the footer under it is off the first screen and does
  // not move into view and out again.
  return (
    <div className={styles.bookmarks}>
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
    </div>
  );
}
