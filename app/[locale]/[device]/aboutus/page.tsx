import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n-page';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { siteConfig } from '@/lib/site-config';
import styles from '@/components/legal/static-pages.module.css';

type Props = { params: Promise<{ locale: string; device: string }> };
/** What we value and how much (the same in every language); each one's name and description are messages under `about.values.{id}`. */
const VALUES = [
  { id: 'trust', weight: 40 },
  { id: 'understanding', weight: 30 },
  { id: 'clarity', weight: 20 },
  { id: 'feedback', weight: 10 },
] as const;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'aboutus', 'about.title');
}

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  const { siteName, contactEmail } = siteConfig();
  return (
    <article>
      <h1 className="page-title">{t('about.title')}</h1>
      <section aria-labelledby="mission">
        <h2 id="mission">{t('about.missionTitle')}</h2>
        <p>{t('about.mission', { siteName, contactEmail })}</p>
      </section>
      <section aria-labelledby="values">
        <h2 id="values">{t('about.valuesTitle')}</h2>
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value.id} className={`card ${styles.value}`} data-testid={`value-${value.id}`}>
              <h3>{t(`about.values.${value.id}.name`)}</h3>
              <p className={styles.weight}>
                <meter min={0} max={100} value={value.weight} aria-hidden="true" />
                {t('about.weightLabel', { weight: value.weight })}
              </p>
              <p>{t(`about.values.${value.id}.description`, { siteName })}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="disclaimer">
        <h2 id="disclaimer">{t('about.disclaimerTitle')}</h2>
        <p>{t('about.disclaimer', { siteName })}</p>
      </section>
    </article>
  );
}
