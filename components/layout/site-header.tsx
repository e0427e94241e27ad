'use client';

import Link from '@/components/ui/link';
import { lazy, Suspense, useId, useState } from 'react';
import { isCategory, type Device, type Locale } from '@/lib/categories';
import { requestFirstArticle, useHeaderHidden } from '@/components/mobile/header-visibility';
import { useTranslations } from '@/lib/i18n/messages-context';
import { SideMenuIsland, wantMenu } from './side-menu-island';
import styles from './shell.module.css';
import { usePublicPathname } from './use-public-pathname';

/** The desktop header's search box, in a chunk of its own: a phone's header has none (its search is in the panel; issue 28). */
const HeaderSearch = lazy(() => import('@/components/search/search-box').then((module) => ({ default: module.SearchBox })));

/** The current category of a public path (/{lang}/{category}), if any. */
export function categoryOfPath(pathname: string): string | undefined {
  const second = pathname.split('/').filter(Boolean)[1];
  return isCategory(second) ? second : undefined;
}

/**
 * The pages the mobile header names (messages `pageNames.*`, camel-cased: forgot-password is
 * forgotPassword), by the path's second segment. The Google and identity-provider paths are named as
 * the login or sign-up they start. A list in a string: every page's first load carries it.
 */
const NAMED_PAGES = 'login signup forgot-password reset-password blogs customblog getallblogs admin termsofservice privacypolicy disclaimer aboutus news search foryou'.split(' ');

/** The message key naming the page of a path that is not a category, if it has one. */
export function pageNameKeyOfPath(pathname: string): string | undefined {
  // Stryker disable next-line Regex: equivalent: without an anchor, what is left is no page of the list either (xloginwithgoogle, loginwithgoogles).
  const page = pathname.split('/').filter(Boolean)[1]?.replace(/^(login|signup)with(google|clerk|cleark)$/, '$1');
  return page && NAMED_PAGES.includes(page) ? `pageNames.${page.replace('-p', 'P')}` : undefined;
}

export function SiteHeader({ locale, device, siteName }: { locale: Locale; device: Device; siteName: string }) {
  const t = useTranslations();
  const pathname = usePublicPathname();
  // The menu remembers the page it was opened on: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isMenuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  const category = categoryOfPath(pathname);
  // Mobile feed: the header slides away on swipe forward (SPEC §4); desktop keeps it visible.
  const isHidden = useHeaderHidden() && device === 'mobile';

  // The mobile header names the page the reader is on (issue 12): a category, another page, or the site.
  const pageNameKey = pageNameKeyOfPath(pathname);
  const title = category ? (category === 'general' ? t('header.topStories') : t(`categories.${category}`)) : pageNameKey ? t(pageNameKey) : siteName;

  return (
    <>
      <a className={styles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <header className={styles.header} data-testid="site-header" data-hidden={isHidden}>
        <Link href={`/${locale}/general`} className={styles.logo} aria-label={t('header.home', { siteName })}>
          {/* The mark's letters are drawn by CSS (::before): as text they would be part of the link's visible label, which its accessible name must contain (axe label-content-name-mismatch). */}
          <span aria-hidden="true" className={styles.logoMark} />
          {device === 'desktop' && <span className={styles.logoText}>{siteName}</span>}
        </Link>
        {device === 'mobile' && (
          <h1 className={styles.mobileTitle} data-testid="header-category">
            {category ? (
              // Tapping the category name slides the feed back to its first article (SPEC §2).
              <button type="button" className={styles.mobileTitleButton} onClick={requestFirstArticle}>
                {title}
              </button>
            ) : (
              title
            )}
          </h1>
        )}
        {device === 'desktop' && (
          // The server's box stays as it is until its code arrives, then comes alive (a dehydrated boundary).
          <Suspense fallback={null}>
            <HeaderSearch locale={locale} className={styles.headerSearch} />
          </Suspense>
        )}
        <button
          type="button"
          className={`pill ${styles.menuToggle}`}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          // The menu's code and controls start downloading on intent, before the click that opens it.
          onPointerEnter={wantMenu}
          onPointerDown={wantMenu}
          onFocus={wantMenu}
          onClick={() => setMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? t('header.close') : t('header.menu')}
        </button>
      </header>
      <SideMenuIsland id={menuId} locale={locale} isOpen={isMenuOpen} onNavigate={() => setMenuOpen(false)} />
    </>
  );
}
