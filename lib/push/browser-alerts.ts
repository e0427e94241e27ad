'use client';

import type { Locale } from '@/lib/categories';

/**
 * The browser's side of breaking-news alerts (issue 27), without zod (reader pages stay light): the
 * categories this browser asked alerts for are kept in local storage and on the server
 * (POST/DELETE /api/push/subscriptions); the PushSubscription itself lives in the browser.
 * Nothing here runs before the reader presses the button: no permission prompt on page load. What
 * the button needs to show itself is here; what a press does (permission, subscription, the
 * server) is in ./alert-subscription, loaded on the press (issue 28: not in the page's first script).
 */
const STORE_KEY = 'shortnews:alerts';

export type AlertChoice = { lang: Locale; categories: string[] };
export type AlertSupport = 'supported' | 'unsupported' | 'blocked';

export function alertSupport(): AlertSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

export function readAlertChoice(): AlertChoice | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORE_KEY) ?? 'null') as AlertChoice | null;
    return value && Array.isArray(value.categories) && (value.lang === 'en' || value.lang === 'hi') ? value : null;
  } catch {
    return null;
  }
}

export function writeAlertChoice(choice: AlertChoice | null): void {
  try {
    if (choice) window.localStorage.setItem(STORE_KEY, JSON.stringify(choice));
    else window.localStorage.removeItem(STORE_KEY);
  } catch {
    // private mode: the server still knows
  }
  window.dispatchEvent(new Event('shortnews:alerts'));
}

export function onAlertChoiceChange(listener: () => void): () => void {
  window.addEventListener('shortnews:alerts', listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('shortnews:alerts', listener);
    window.removeEventListener('storage', listener);
  };
}

