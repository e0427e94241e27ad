import { registerUser } from '@/lib/accounts/register-user';
import { API_TEXT, apiSchemas } from '@/lib/accounts/schemas';
import { handle, parseInput, readJson } from '@/lib/http/handler';
import { clientIp, consumeRateLimit } from '@/lib/security/rate-limit';
import { accountOf } from '../account-of';

// POST /api/user/register – {fullName, email, password, agreeToTerms} → 201; taken email → 409; invalid → 422
export const POST = handle(async (request) => {
  const body = await readJson(request);
  await consumeRateLimit('register', { ip: clientIp(request), account: accountOf(body, 'email') });
  const input = parseInput(apiSchemas.signup, body);
  const user = await registerUser(input);
  return Response.json({ message: API_TEXT.accountCreated, user: { id: user.id, fullName: user.name, email: user.email } }, { status: 201 });
});
