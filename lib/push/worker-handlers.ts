/// <reference lib="webworker" />
/**
 * The service worker's part of breaking-news alerts (issue 27), installed by
 * lib/offline/service-worker.ts: a push shows the story's title as a notification (tag = story, so a
 * second push of one story replaces the first on screen), a click opens the story — the tab already
 * showing it, else a new one. Payloads that are not ours, or name another site, show nothing.
 */
import { readAlertPayload } from './alert-payload';

export const ALERT_ICON = '/icons/icon-192.png';

/** Where a click on an alert leads: the story's path on this site (checked again: data comes from the push). */
export function alertTarget(data: unknown, origin: string): string {
  const path = typeof data === 'object' && data !== null && typeof (data as { path?: unknown }).path === 'string' ? (data as { path: string }).path : '/';
  try {
    const url = new URL(path, origin);
    return url.origin === origin && path.startsWith('/') && !path.startsWith('//') ? url.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}

export function installPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const payload = event.data ? readAlertPayload(event.data.text(), worker.location.origin) : null;
    if (!payload) return;
    event.waitUntil(
      worker.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        lang: payload.lang,
        icon: ALERT_ICON,
        badge: ALERT_ICON,
        data: { path: payload.path },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = alertTarget(event.notification.data, worker.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === target);
        if (open) return void (await open.focus());
        await worker.clients.openWindow(target);
      })(),
    );
  });
}
