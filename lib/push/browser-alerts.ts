'use client';

import { SERVICE_WORKER_URL } from '@/lib/offline/cache-names';
import type { Locale } from '@/lib/categories';

/**
 * The browser's side of breaking-news alerts (issue 27), without zod (reader pages stay light): the
 * categories this browser asked alerts for are kept in local storage and on the server
 * (POST/DELETE /api/push/subscriptions); the PushSubscription itself lives in the browser.
 * Nothing here runs before the reader presses the button: no permission prompt on page load.
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

function writeAlertChoice(choice: AlertChoice | null): void {
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

export class AlertError extends Error {
  constructor(readonly kind: 'blocked' | 'unavailable' | 'failed') {
    super(kind);
  }
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // The page registers the worker once it is idle; a reader may press the button before that.
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', type: 'module' }).catch(() => undefined);
  return navigator.serviceWorker.ready;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function send(method: 'POST' | 'DELETE', body: unknown): Promise<void> {
  const response = await fetch('/api/push/subscriptions', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (response.status === 503) throw new AlertError('unavailable');
  if (!response.ok) throw new AlertError('failed');
}

/** Asks the browser's permission (on the reader's click), subscribes and stores `categories` in `lang`. */
async function subscribeWith(choice: AlertChoice): Promise<void> {
  const keyResponse = await fetch('/api/push/public-key');
  if (!keyResponse.ok) throw new AlertError(keyResponse.status === 503 ? 'unavailable' : 'failed');
  const { publicKey } = (await keyResponse.json()) as { publicKey: string };
  if ((await Notification.requestPermission()) !== 'granted') throw new AlertError('blocked');
  const { pushManager } = await registration();
  const key = fromBase64Url(publicKey);
  let subscription = await pushManager.getSubscription();
  // A subscription made with an earlier server key would be refused by the push service.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => undefined);
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await send('POST', { subscription: subscription.toJSON(), lang: choice.lang, categories: choice.categories });
  writeAlertChoice(choice);
}

/** Turns alerts for `category` on (in the page's language, for every category this browser follows). */
export async function enableAlerts(lang: Locale, category: string): Promise<void> {
  const current = readAlertChoice();
  await subscribeWith({ lang, categories: [...new Set([...(current?.categories ?? []), category])] });
}

/** Turns alerts for `category` off; the last one off unsubscribes the browser. */
export async function disableAlerts(lang: Locale, category: string): Promise<void> {
  const rest = (readAlertChoice()?.categories ?? []).filter((c) => c !== category);
  const { pushManager } = await navigator.serviceWorker.ready;
  const subscription = await pushManager.getSubscription();
  if (rest.length > 0 && subscription) {
    await send('POST', { subscription: subscription.toJSON(), lang, categories: rest });
    writeAlertChoice({ lang, categories: rest });
    return;
  }
  if (subscription) {
    await send('DELETE', { endpoint: subscription.endpoint });
    await subscription.unsubscribe().catch(() => undefined);
  }
  writeAlertChoice(null);
}
