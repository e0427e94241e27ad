import { apiSchemas } from '@/lib/accounts/schemas';
import { signInWithPassword } from '@/lib/accounts/sign-in-with-password';
import { handle, parseInput, readJson } from '@/lib/http/handler';
import { clientIp } from '@/lib/security/rate-limit';

// POST /api/user/signin – {email, password} → 200 {token} (a bearer token); unknown email or wrong password → the same 401
export const POST = handle(async (request) => {
  const body = await readJson(request);
  const input = parseInput(apiSchemas.login, body);
  const { token } = await signInWithPassword({ email: input.email, password: input.password, ip: clientIp(request) });
  return Response.json({ token });
});
