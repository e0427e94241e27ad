import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { RetryButton } from '@/components/offline/retry-button';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string; device: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** What the service worker shows for a page it has not kept when there is no network (issue 16, item 1). */
export default async function OfflinePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'offline' });
  return (
    <article className="card" data-testid="offline-page">
      <h1 className="page-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>{t('saved')}</p>
      <p className="offline-links">
        <Link className="button" href={`/${locale}/bookmarks`}>
          {t('bookmarks')}
        </Link>
        <Link className="button button-secondary" href={`/${locale}/general`}>
          {t('topStories')}
        </Link>
        <RetryButton label={t('retry')} />
      </p>
    </article>
  );
}
