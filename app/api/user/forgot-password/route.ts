import { requestPasswordReset } from '@/lib/accounts/password-reset';
import { API_TEXT, apiSchemas } from '@/lib/accounts/schemas';
import { handle, parseInput, readJson } from '@/lib/http/handler';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';
import { accountOf } from '../account-of';

// POST /api/user/forgot-password – {email} → always the same 200 {message}, whether or not the account exists
export const POST = handle(async (request) => {
  const body = await readJson(request);
  await consumeRateLimit('forgotPassword', { ip: clientIp(request), account: accountOf(body, 'email') });
  const input = parseInput(apiSchemas.forgotPassword, body);
  const { deliver } = await requestPasswordReset({ email: input.email, locale: input.locale ?? 'en' });
  // Sent after the answer: how long SMTP takes must not tell whether the account exists.
  deliver?.().catch((error: unknown) => console.error('[mail] password reset mail failed:', error instanceof Error ? error.message : error));
  return Response.json({ message: API_TEXT.resetRequested });
});
