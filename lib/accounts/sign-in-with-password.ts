import 'server-only';
import { AppError } from '@/lib/errors';
import { signApiToken } from '@/lib/auth/tokens';
import { isRememberedDevice } from '@/lib/auth/remembered-device';
import { verifyCredentials, type SessionUser } from '@/lib/auth/users';
import { consumeRateLimit, recordSuccess, type RateLimitName } from '@/lib/security/rate-limit';
import { API_TEXT } from './schemas';

/**
 * Email + password check behind the login rate limit (per address and per account). Unknown email
 * and wrong password give the same answer in the same time. A success forgets the account's count
 * and gives the address its attempt back once per account and window. `cookies`: the request's
 * Cookie header; this account's remembered-device cookie there skips the account's slowdown.
 */
export async function checkPasswordLogin(options: { email: string; password: string; ip: string; limit?: RateLimitName; cookies?: string | null }): Promise<SessionUser | null> {
  const limit = options.limit ?? 'login';
  await consumeRateLimit(limit, { ip: options.ip, account: options.email, rememberedDevice: isRememberedDevice(options.cookies, options.email) });
  const user = await verifyCredentials(options.email, options.password);
  if (user) await recordSuccess(limit, { ip: options.ip, account: options.email });
  return user;
}

/** POST /api/user/signin: a bearer token for API clients, or the SPEC's one 401 answer. */
export async function signInWithPassword(options: { email: string; password: string; ip: string; cookies?: string | null }): Promise<{ token: string; user: SessionUser }> {
  const user = await checkPasswordLogin(options);
  if (!user) throw new AppError('unauthorized', API_TEXT.invalidCredentials);
  return { token: await signApiToken(user), user };
}
