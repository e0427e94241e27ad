'use client';

import Link from '@/components/ui/link';
import { MENU_CATEGORIES, type Locale } from '@/lib/categories';
import { AuthLinks } from '@/components/auth/auth-links';
import { useTranslations } from '@/lib/i18n/messages-context';
import { LanguageSwitch } from './language-switch';
import { navTools } from './nav-tools-loader';
import styles from './shell.module.css';
import { usePublicPathname } from './use-public-pathname';

/**
 * The site menu (SPEC §2). Its links are in the page's HTML; its controls (Follow, the reader's
 * settings) download when it first opens (issue 28: most readers never open it), and the Menu button
 * starts that download on intent (a pointer over it, a touch, focus).
 */
export function SideMenu({ id, locale, isOpen, onNavigate }: { id: string; locale: Locale; isOpen: boolean; onNavigate: () => void }) {
  const t = useTranslations();
  const pathname = usePublicPathname();
  const tools = navTools.useModule(isOpen);
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
              {tools && <tools.FollowButton category={category} compact />}
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
      <div className={styles.menuSettings}>{tools && <tools.ReaderSettings />}</div>
      <div className={styles.menuFooter}>
        <AuthLinks locale={locale} onNavigate={onNavigate} />
        <LanguageSwitch locale={locale} />
      </div>
    </nav>
  );
}
