import { env } from '@/lib/env';
import { handle } from '@/lib/http/handler';
import { assertPushEnabled } from '@/lib/push/subscriptions';

// The key is run-time configuration (or made at first start), never baked into a cached page.
export const dynamic = 'force-dynamic';

// GET /api/push/public-key – the VAPID public key browsers subscribe with ({ publicKey }); 503 when alerts are off
export const GET = handle(async () => {
  assertPushEnabled();
  return Response.json({ publicKey: env().push.vapid!.publicKey }, { headers: { 'Cache-Control': 'public, max-age=300' } });
});
