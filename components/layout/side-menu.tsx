'use client';

import Link from '@/components/ui/link';
import { MENU_CATEGORIES, type Locale } from '@/lib/categories';
import { AuthLinks } from '@/components/auth/auth-links';
import { ReaderSettings } from '@/components/reader/reader-settings';
import { FollowButton } from '@/components/topics/follow-button';
import { useTranslations } from '@/lib/i18n/messages-context';
import { LanguageSwitch } from './language-switch';
import styles from './shell.module.css';
import { usePublicPathname } from './use-public-pathname';

export function SideMenu({ id, locale, isOpen, onNavigate }: { id: string; locale: Locale; isOpen: boolean; onNavigate: () => void }) {
  const t = useTranslations();
  const pathname = usePublicPathname();
  return (
    <nav id={id} className={styles.sideMenu} data-open={isOpen} aria-label={t('header.primaryNavigation')} hidden={!isOpen}>
      <h2 className={styles.menuHeading}>{t('menu.categoriesHeading')}</h2>
      <ul className={styles.menuList}>
        {MENU_CATEGORIES.map((category) => {
          const href = `/${locale}/${category}`;
          return (
            <li key={category}>
              <Link href={href} onClick={onNavigate} data-nav-spinner aria-current={pathname === href ? 'page' : undefined}>
                {t(`categories.${category}`)}
              </Link>
              <FollowButton category={category} compact />
            </li>
          );
        })}
      </ul>
      <ul className={styles.menuList}>
        <li>
          <Link href={`/${locale}/foryou`} onClick={onNavigate}>
            {t('menu.forYou')}
          </Link>
        </li>
        <li>
          <Link href={`/${locale}/bookmarks`} onClick={onNavigate}>
            {t('menu.bookmarks')}
          </Link>
        </li>
        <li>
          <Link href={`/${locale}/blogs`} onClick={onNavigate}>
            {t('menu.blogs')}
          </Link>
        </li>
      </ul>
      <div className={styles.menuSettings}>
        <ReaderSettings />
      </div>
      <div className={styles.menuFooter}>
        <AuthLinks locale={locale} onNavigate={onNavigate} />
        <LanguageSwitch locale={locale} />
      </div>
    </nav>
  );
}
