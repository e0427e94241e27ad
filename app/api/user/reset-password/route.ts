import { resetPassword } from '@/lib/accounts/password-reset';
import { API_TEXT, apiSchemas } from '@/lib/accounts/schemas';
import { handle, parseInput, readJson } from '@/lib/http/handler';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';
import { accountOf } from '../account-of';

// POST /api/user/reset-password – {token, password, confirmPassword} → 200 {message}; mismatch → 422; unknown, used or expired token → 400
export const POST = handle(async (request) => {
  const body = await readJson(request);
  await consumeRateLimit('resetPassword', { ip: clientIp(request), account: accountOf(body, 'token') });
  const input = parseInput(apiSchemas.resetPassword, body);
  await resetPassword({ token: input.token, password: input.password });
  return Response.json({ message: API_TEXT.resetDone });
});
