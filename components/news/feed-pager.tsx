import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/categories';
import { feedPagePath } from '@/lib/news/article';
import styles from './feed-pager.module.css';

/** Page numbers shown around the current one (plus the first and the last). */
const AROUND = 2;

/** The page numbers of the pager: 1, a window around `page`, the last; null marks a gap. */
export function pagerNumbers(page: number, count: number): (number | null)[] {
  const numbers: (number | null)[] = [];
  for (let n = 1; n <= count; n += 1) {
    if (n === 1 || n === count || Math.abs(n - page) <= AROUND) numbers.push(n);
    else if (numbers.at(-1) !== null) numbers.push(null);
  }
  return numbers;
}

/**
 * Links to the other pages of a feed (server-rendered, so crawlers and readers without scripts
 * reach every story): newer, the page numbers, older. Nothing when the feed has one page.
 */
export async function FeedPager({ locale, category, page, count }: { locale: Locale; category: string; page: number; count: number }) {
  if (count <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'paging' });
  return (
    <nav className={styles.pager} aria-label={t('label')} data-testid="feed-pager">
      {page > 1 && (
        <a className={styles.step} href={feedPagePath(locale, category, page - 1)} rel="prev">
          {t('newer')}
        </a>
      )}
      <ol className={styles.numbers}>
        {pagerNumbers(page, count).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={feedPagePath(locale, category, n)} aria-label={t('page', { page: n })} aria-current={n === page ? 'page' : undefined}>
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < count && (
        <a className={styles.step} href={feedPagePath(locale, category, page + 1)} rel="next">
          {t('older')}
        </a>
      )}
    </nav>
  );
}
