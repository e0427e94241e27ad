import { getRequestUser } from '@/lib/auth/session';
import { assertSameOriginWrite } from '@/lib/http/same-origin';
import { handle, parseInput, readJson } from '@/lib/http/handler';
import { deletePushSubscriptionSchema, savePushSubscriptionSchema } from '@/lib/push/schemas';
import { deletePushSubscription, savePushSubscription } from '@/lib/push/subscriptions';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';

const noStore = { 'Cache-Control': 'private, no-store' };

/** Signed-out browsers and API clients send no cookie (nothing to forge); a request with the session cookie must come from our pages. */
function csrfCheck(request: Request): void {
  if (request.headers.has('cookie')) assertSameOriginWrite(request);
}

// POST /api/push/subscriptions – stores a browser's PushSubscription with { lang, categories } (upsert by endpoint); signed in or out
export const POST = handle(async (request) => {
  csrfCheck(request);
  await consumeRateLimit('pushSubscriptions', { ip: clientIp(request) });
  const input = parseInput(savePushSubscriptionSchema, await readJson(request));
  const user = await getRequestUser(request).catch(() => null);
  const saved = await savePushSubscription({ ...input, userId: user?.id });
  return Response.json(saved, { status: 201, headers: noStore });
});

// DELETE /api/push/subscriptions – { endpoint }: that browser gets no more alerts (200 also when it had none)
export const DELETE = handle(async (request) => {
  csrfCheck(request);
  await consumeRateLimit('pushSubscriptions', { ip: clientIp(request) });
  const { endpoint } = parseInput(deletePushSubscriptionSchema, await readJson(request));
  return Response.json({ endpoint, removed: await deletePushSubscription(endpoint) }, { headers: noStore });
});
