/**
 * What one breaking-news alert carries (issue 27), read by the service worker's push handler
 * (lib/offline/service-worker.ts): the story's title, the path of its page in the reader's language,
 * a label in that language and the story id as the notification's tag (a second alert of one story
 * replaces the first on the screen). Well under the 4 KB of a push message (RFC 8291 allows 3993
 * bytes of plaintext in one record): the title is shortened if it would not fit.
 */
export type AlertPayload = { title: string; body: string; path: string; tag: string; lang: 'en' | 'hi' };

export const ALERT_PAYLOAD_MAX_BYTES = 3072;

export function alertPayload(payload: AlertPayload): string {
  let title = payload.title;
  let text = JSON.stringify({ ...payload, title });
  while (new TextEncoder().encode(text).length > ALERT_PAYLOAD_MAX_BYTES && title.length > 1) {
    title = `${Array.from(title).slice(0, Math.max(1, Array.from(title).length - 50)).join('')}…`;
    text = JSON.stringify({ ...payload, title });
  }
  return text;
}

/** The payload a worker received, or null when it is not one of ours (never shown as an alert). */
export function readAlertPayload(text: string, origin: string): AlertPayload | null {
  try {
    const value = JSON.parse(text) as Partial<AlertPayload>;
    if (typeof value.title !== 'string' || typeof value.path !== 'string' || typeof value.tag !== 'string') return null;
    // Only a path of this site: an alert never opens another site.
    if (!value.path.startsWith('/') || value.path.startsWith('//') || new URL(value.path, origin).origin !== origin) return null;
    return { title: value.title, body: typeof value.body === 'string' ? value.body : '', path: value.path, tag: value.tag, lang: value.lang === 'hi' ? 'hi' : 'en' };
  } catch {
    return null;
  }
}
