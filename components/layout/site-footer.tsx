import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/categories';
import { SOCIAL_LINKS } from '@/lib/site';
import styles from './shell.module.css';

export async function SiteFooter({ locale, siteName, contactEmail }: { locale: Locale; siteName: string; contactEmail: string }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  // The year is the build/revalidation year: the footer is part of cached pages.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <p>{t('copyright', { year, siteName })}</p>
      <ul className={styles.footerLinks}>
        <li>
          <a href={`mailto:${contactEmail}`}>{t('contact')}</a>
        </li>
        <li>
          <Link href={`/${locale}/termsofservice`} target="_blank" rel="noopener">
            {t('terms')} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </Link>
        </li>
        <li>
          <Link href={`/${locale}/privacypolicy`} target="_blank" rel="noopener">
            {t('privacy')} <span className="visually-hidden">{t('opensInNewTab')}</span>
          </Link>
        </li>
        <li>
          <Link href={`/${locale}/aboutus`}>{t('about')}</Link>
        </li>
        <li>
          <Link href={`/${locale}/disclaimer`}>{t('disclaimer')}</Link>
        </li>
      </ul>
      <ul className={styles.footerLinks} aria-label={t('followUs')}>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`social.${link.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
}
