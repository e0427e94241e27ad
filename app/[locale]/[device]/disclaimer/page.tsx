import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { listIndexes } from '@/i18n/list-length';
import { pageLocale } from '@/lib/i18n-page';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { siteConfig } from '@/lib/site-config';
import styles from '@/components/legal/static-pages.module.css';

type Props = { params: Promise<{ locale: string; device: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'disclaimer', 'disclaimer.title');
}

export default async function DisclaimerPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  const { siteName, contactEmail } = siteConfig();
  return (
    <article>
      <h1 className="page-title">{t('disclaimer.title')}</h1>
      {listIndexes(t, 'disclaimer.paragraphs').map((i) => (
        <p key={i}>{t(`disclaimer.paragraphs.${i}`, { siteName, contactEmail })}</p>
      ))}
      <p className={styles.actions}>
        <Link className="button" href={`/${locale}/termsofservice`}>
          {t('disclaimer.termsButton')}
        </Link>
        <Link className="button button-secondary" href={`/${locale}/privacypolicy`}>
          {t('disclaimer.privacyButton')}
        </Link>
      </p>
    </article>
  );
}
