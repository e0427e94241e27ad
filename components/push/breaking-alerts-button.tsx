'use client';

import { useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { alertSupport, onAlertChoiceChange, readAlertChoice, type AlertSupport } from '@/lib/push/browser-alerts';
import { isPushCategory } from '@/lib/push/categories';
import styles from './breaking-alerts.module.css';

const noSubscribe = () => () => undefined;
const serverSnapshot = () => null;

/**
 * "Get breaking news alerts" for one category (issue 27), on the feed (desktop) and in the phone
 * panel: the browser's permission prompt comes only from a press of this button, never on page load.
 * Rendered only in the browser (the cached page is the same for everyone) and only where the browser
 * can receive pushes; a browser whose reader blocked notifications is told where to change that.
 */
export function BreakingAlertsButton({ locale, category, className }: { locale: Locale; category: string; className?: string }) {
  const t = useTranslations('reader.push');
  const tc = useTranslations('categories');
  const support = useSyncExternalStore<AlertSupport | null>(noSubscribe, alertSupport, serverSnapshot);
  const choiceText = useSyncExternalStore(onAlertChoiceChange, () => JSON.stringify(readAlertChoice()), serverSnapshot);
  const [isBusy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [wasRefused, setRefused] = useState(false);
  const isBlocked = support === 'blocked' || wasRefused;

  // On the server and while hydrating, what the browser can do is not known: nothing yet. Where it
  // shows on a page's load, its place is kept by the feed's row of buttons (app/[locale]/[device]/[category]/feed-page.tsx).
  if (!support || support === 'unsupported' || !isPushCategory(category)) return null;
  const choice = choiceText ? (JSON.parse(choiceText) as ReturnType<typeof readAlertChoice>) : null;
  const isOn = !!choice?.categories.includes(category);
  const name = category === 'general' ? t('allNews') : tc(category);

  if (isBlocked) {
    return (
      <p className={`${styles.note} ${className ?? ''}`} data-testid="alerts-blocked">
        {t('blocked')}
      </p>
    );
  }

  const toggle = async () => {
    setBusy(true);
    setMessage('');
    try {
      // Loaded on the press: a page that never asks for alerts never downloads it.
      const { disableAlerts, enableAlerts } = await import('@/lib/push/alert-subscription');
      if (isOn) {
        await disableAlerts(locale, category);
        setMessage(t('turnedOff', { category: name }));
      } else {
        await enableAlerts(locale, category);
        setMessage(t('turnedOn', { category: name }));
      }
    } catch (error) {
      const kind = (error as { kind?: string } | null)?.kind ?? 'failed';
      if (kind === 'blocked') setRefused(true);
      setMessage(kind === 'unavailable' ? t('unavailable') : kind === 'blocked' ? '' : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${styles.alerts} ${className ?? ''}`}>
      <button type="button" className={`pill ${styles.button}`} aria-pressed={isOn} disabled={isBusy} onClick={() => void toggle()} data-testid="breaking-alerts">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill={isOn ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        <span>{isOn ? t('on', { category: name }) : t('off', { category: name })}</span>
      </button>
      <span role="status" aria-live="polite" className={styles.status}>
        {message}
      </span>
    </div>
  );
}
