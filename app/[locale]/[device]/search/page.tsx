import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { SearchBox } from '@/components/search/search-box';
import styles from '@/components/search/search.module.css';
import { pageLocale } from '@/lib/i18n-page';
import { searchQuerySchema, SEARCH_PAGE_SIZE, type SearchType } from '@/lib/search/schemas';
import { cachedSearch } from '@/lib/search/cached-search';
import { isAppError } from '@/lib/errors';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { Locale } from '@/lib/categories';

type Props = { params: Promise<{ locale: string; device: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function parse(raw: Record<string, string | string[] | undefined>, locale: Locale) {
  return searchQuerySchema.safeParse({ q: first(raw.q) ?? '', lang: locale, type: first(raw.type), page: first(raw.page) });
}

function searchHref(locale: Locale, q: string, type: SearchType, page = 1): string {
  const query = new URLSearchParams({ q });
  if (type !== 'news') query.set('type', type);
  if (page > 1) query.set('page', String(page));
  return `/${locale}/search?${query}`;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'reader.search' });
  const parsed = parse(await searchParams, locale);
  if (!parsed.success) {
    // An empty (or broken) search is no page of its own: kept out of search engines.
    return { ...pageMetadata({ locale, path: 'search', title: t('title') }), robots: { index: false, follow: true } };
  }
  const { q, type } = parsed.data;
  const path = searchHref(locale, q, type).slice(`/${locale}/`.length);
  return pageMetadata({ locale, path, title: t('resultsTitle', { query: q }), description: t('description', { query: q }) });
}

/** Search results (server-rendered): the site's own news or its blogs, ranked, with the matching words marked. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'reader.search' });
  const raw = await searchParams;
  const parsed = parse(raw, locale);
  const q = (first(raw.q) ?? '').trim();
  const type: SearchType = first(raw.type) === 'blogs' ? 'blogs' : 'news';

  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return (
      <section className={styles.page} aria-labelledby="search-title">
        <h1 id="search-title" className="page-title">
          {t('title')}
        </h1>
        <SearchBox locale={locale} defaultValue={q} type={type} landmark="page" />
        <p role={q ? 'alert' : undefined} data-testid="search-message">
          {issue?.path[0] === 'q' && !q ? t('empty') : issue?.path[0] === 'q' ? t('tooLong') : t('badPage')}
        </p>
      </section>
    );
  }

  // Through the 60-second cache (issue 25 item 4); a search that outlasted its time-out says so instead of failing the page.
  const results = await cachedSearch(parsed.data).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'service_unavailable') return undefined;
    throw error;
  });
  if (!results) {
    return (
      <section className={styles.page} aria-labelledby="search-title">
        <h1 id="search-title" className="page-title">
          {t('resultsTitle', { query: parsed.data.q })}
        </h1>
        <SearchBox locale={locale} defaultValue={parsed.data.q} type={parsed.data.type} landmark="page" />
        <p role="alert" data-testid="search-message">
          {t('busy')}
        </p>
      </section>
    );
  }
  const pages = Math.ceil(results.total / SEARCH_PAGE_SIZE);
  return (
    <section className={styles.page} aria-labelledby="search-title">
      <h1 id="search-title" className="page-title">
        {t('resultsTitle', { query: results.query })}
      </h1>
      <SearchBox locale={locale} defaultValue={results.query} type={results.type} landmark="page" />
      <nav className={styles.tabs} aria-label={t('typeLabel')}>
        {(['news', 'blogs'] as const).map((tab) => (
          <Link key={tab} href={searchHref(locale, results.query, tab)} aria-current={tab === results.type ? 'page' : undefined}>
            {t(`type.${tab}`)}
          </Link>
        ))}
      </nav>
      {results.didYouMean !== null && (
        // Issue 27: the query as typed found nothing; these are the corrected query's results (Google's "Showing results for").
        <div className={styles.didYouMean} data-testid="did-you-mean">
          <p>
            {t.rich('didYouMean', {
              query: results.didYouMean,
              link: (chunks) => (
                <Link href={searchHref(locale, results.didYouMean ?? '', results.type)}>
                  <strong>{chunks}</strong>
                </Link>
              ),
            })}
          </p>
          <p>{t('showingCorrected', { typed: results.query, corrected: results.didYouMean })}</p>
        </div>
      )}
      <p role="status" data-testid="search-count">
        {results.total === 0 ? t('none', { query: results.query }) : results.totalCapped ? t('countCapped', { count: results.total }) : t('count', { count: results.total })}
      </p>
      <ol className={styles.results}>
        {results.results.map((hit) => (
          <li key={hit.id} className={styles.result} data-testid="search-result">
            <h2>
              <Link href={hit.path}>{hit.title}</Link>
            </h2>
            <p>
              {hit.snippet.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pagesLabel')}>
          {results.page > 1 ? <Link href={searchHref(locale, results.query, results.type, results.page - 1)}>{t('previous')}</Link> : <span />}
          <span>{t('pageOf', { page: results.page, pages })}</span>
          {results.page < pages ? <Link href={searchHref(locale, results.query, results.type, results.page + 1)}>{t('next')}</Link> : <span />}
        </nav>
      )}
    </section>
  );
}
