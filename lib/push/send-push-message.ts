import 'server-only';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { env } from '@/lib/env';
import { checkPushEndpoint } from './endpoint-allow';

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushOutcome =
  | { kind: 'sent'; status: number }
  /** 404/410 (or an endpoint no longer allowed): the subscription is gone for good. */
  | { kind: 'gone'; status?: number; error: string }
  /** A 4xx the same request would get again (400, 401, 403, 413…): no retry. */
  | { kind: 'rejected'; status: number; error: string }
  /** 429, 5xx, a network error or a time-out: worth another try later. */
  | { kind: 'retry'; status?: number; retryAfterMs?: number; error: string };

type Options = {
  /** RFC 8030 §5.4: a later push with the same topic replaces one the push service has not delivered yet. */
  topic?: string;
  ttlSeconds?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
};

/**
 * Sends one encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292) with the `web-push` package's request
 * builder, over our own request: the endpoint is checked against PUSH_ENDPOINT_ALLOW again right
 * before the call, redirects are never followed (node's http does not), the answer is not read beyond
 * 4 KB, and a slow push service is cut off after PUSH_TIMEOUT_MS.
 */
export async function sendPushMessage(target: PushTarget, payload: string, options: Options = {}): Promise<PushOutcome> {
  const { vapid, endpointAllow, allowHttp, timeoutMs } = env().push;
  if (!vapid) return { kind: 'retry', error: 'push is not configured (no VAPID keys)' };
  const check = checkPushEndpoint(target.endpoint, endpointAllow, allowHttp);
  if (!check.ok) return { kind: 'gone', error: `endpoint not allowed (${check.reason})` };
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: options.ttlSeconds ?? 6 * 3600,
      urgency: options.urgency ?? 'high',
      topic: options.topic,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    // Keys that cannot be used (a bad p256dh slipped in before validation existed): never retried.
    return { kind: 'rejected', status: 0, error: `cannot encrypt for this subscription: ${(error as Error).message}` };
  }
  const url = check.url;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<PushOutcome>((resolve) => {
    const request = transport.request(
      url,
      { method: 'POST', headers: details.headers as Record<string, string | number>, timeout: timeoutMs },
      (response) => {
        let seen = 0;
        let text = '';
        response.on('data', (chunk: Buffer) => {
          if (seen < 4096) text += chunk.toString('utf8', 0, Math.min(chunk.length, 4096 - seen));
          seen += chunk.length;
        });
        response.on('end', () => resolve(outcomeOf(response.statusCode ?? 0, response.headers['retry-after'], text)));
        response.on('error', (error) => resolve({ kind: 'retry', error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ kind: 'retry', error: error.message }));
    request.end(details.body ?? undefined);
  });
}

function outcomeOf(status: number, retryAfter: string | string[] | undefined, body: string): PushOutcome {
  const error = `push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`;
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status, error };
  if (status === 429 || status === 408 || status >= 500 || status < 200) {
    const seconds = Number(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter);
    return { kind: 'retry', status, error, ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterMs: Math.min(seconds, 3600) * 1000 } : {}) };
  }
  // 3xx included: a redirect is never followed, so the same request would end the same way.
  return { kind: 'rejected', status, error };
}
