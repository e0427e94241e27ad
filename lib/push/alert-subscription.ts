'use client';

import { SERVICE_WORKER_URL } from '@/lib/offline/cache-names';
import type { Locale } from '@/lib/categories';
import { readAlertChoice, writeAlertChoice, type AlertChoice } from './browser-alerts';

/**
 * What pressing "Get breaking news alerts" does (issue 27): the browser's permission, its push
 * subscription and the server's list. Loaded when the reader presses the button (./browser-alerts).
 */
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
