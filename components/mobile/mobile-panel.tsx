'use client';

import Link from '@/components/ui/link';
import { useId, useState } from 'react';
import { AuthLinks } from '@/components/auth/auth-links';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { navTools } from '@/components/layout/nav-tools-loader';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { topicsFor } from './topics';
import styles from './mobile.module.css';

/**
 * The mobile navigation panel (SPEC §2), the first slide of the mobile slider: heading, settings
 * gear toggle, an arrow that slides it away, TOP STORIES and BOOKMARKS, suggested topics and the
 * user section. Every link also closes the panel (`onNavigate`). Its links are in the page's HTML;
 * its controls (search, Follow, breaking alerts, the reader's settings) download once the reader
 * reaches for the panel (`isWanted`: a sideways drag begun, the panel's button or key; issue 28).
 */
export function MobilePanel({ locale, category, isWanted, onNavigate, onClose }: { locale: Locale; category?: string; isWanted: boolean; onNavigate: () => void; onClose: () => void }) {
  const t = useTranslations('mobile');
  const tools = navTools.useModule(isWanted);
  const tc = useTranslations('categories');
  const tm = useTranslations('menu');
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();

  return (
    <nav className={styles.panel} aria-label={t('panelLabel')} data-testid="mobile-panel">
      <div className={styles.panelTop}>
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={isSettingsOpen}
          aria-controls={settingsId}
          aria-label={t('settings')}
          onClick={() => setSettingsOpen(!isSettingsOpen)}
        >
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="3" />
            <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
          </svg>
        </button>
        <h2 className={styles.panelHeading}>{t('panelHeading')}</h2>
        <button type="button" className={styles.iconButton} aria-label={t('backToNews')} onClick={onClose}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>

      <div id={settingsId} className={styles.settings} hidden={!isSettingsOpen}>
        <span>{t('language')}</span>
        <span onClickCapture={onNavigate}>
          <LanguageSwitch locale={locale} />
        </span>
        {tools && <tools.ReaderSettings />}
      </div>

      {tools && <tools.SearchBox locale={locale} className={styles.panelSearch} />}
      {tools && category && <tools.FollowButton category={category} />}
      {tools && category && <tools.BreakingAlertsButton locale={locale} category={category} />}

      <ul className={styles.panelLinks}>
        <li>
          <Link href={`/${locale}/general`} onClick={onNavigate} data-nav-spinner>
            {t('topStories')}
          </Link>
        </li>
        <li>
          <Link href={`/${locale}/foryou`} onClick={onNavigate} data-nav-spinner>
            {tm('forYou')}
          </Link>
        </li>
        <li>
          <Link href={`/${locale}/bookmarks`} onClick={onNavigate}>
            {t('bookmarks')}
          </Link>
        </li>
      </ul>

      <h3 className={styles.panelSubheading}>{t('suggestedTopics')}</h3>
      <ul className={styles.topics}>
        {topicsFor(locale).map((topic) => (
          <li key={topic.english}>
            <Link href={`/${locale}/${topic.category}`} onClick={onNavigate} className={styles.topic} data-nav-spinner>
              <img src={topic.imageUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
              <span>{tc(topic.category)}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className={styles.userSection} aria-label={t('account')}>
        <AuthLinks locale={locale} onNavigate={onNavigate} />
      </section>
    </nav>
  );
}
