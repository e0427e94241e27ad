import { API_TEXT, apiSchemas } from '@/lib/accounts/schemas';
import { signInWithGoogleIdToken } from '@/lib/accounts/sign-in-with-google';
import { AppError } from '@/lib/errors';
import { handle, readJson, refuseNotStorable } from '@/lib/http/handler';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';

// POST /api/user/google-auth – {token: Google ID token} → 200 {token}; unverifiable token → 401; an existing password account → 409
export const POST = handle(async (request) => {
  const body = await readJson(request);
  await consumeRateLimit('login', { ip: clientIp(request) });
  const parsed = apiSchemas.googleAuth.safeParse(body);
  if (!parsed.success) {
    refuseNotStorable(parsed.error);
    throw new AppError('unauthorized', API_TEXT.googleSignupFailed);
  }
  const { token } = await signInWithGoogleIdToken(parsed.data.token);
  // A bearer token: no cache may keep it.
  return Response.json({ token }, { headers: { 'Cache-Control': 'no-store' } });
});
