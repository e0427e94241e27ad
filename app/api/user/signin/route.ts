import { apiSchemas } from '@/lib/accounts/schemas';
import { signInWithPassword } from '@/lib/accounts/sign-in-with-password';
import { rememberedDeviceCookie } from '@/lib/auth/remembered-device';
import { handle, parseInput, readJson } from '@/lib/http/handler';
import { clientIp } from '@/lib/security/rate-limit';

// POST /api/user/signin – {email, password} → 200 {token} (a bearer token) and a remembered-device cookie; unknown email or wrong password → the same 401; 429 with Retry-After when rate limited
export const POST = handle(async (request) => {
  const body = await readJson(request);
  const input = parseInput(apiSchemas.login, body);
  const { token } = await signInWithPassword({ email: input.email, password: input.password, ip: clientIp(request), cookies: request.headers.get('cookie') });
  // A bearer token: no cache may keep it. The device is remembered for this account (issue 25 item 7).
  return Response.json({ token }, { headers: { 'Cache-Control': 'no-store', 'Set-Cookie': rememberedDeviceCookie(input.email) } });
});
