import 'server-only';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { hashPassword } from '@/lib/auth/password';
import { normalizeEmail, toSessionUser, type SessionUser } from '@/lib/auth/users';
import { users } from '@/models/schema';
import { API_TEXT, type SignupInput } from './schemas';

/** Creates a reader account (role user); a taken email is a 409 conflict. */
export async function registerUser(input: SignupInput): Promise<SessionUser> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      fullName: input.fullName.trim(),
      passwordHash: await hashPassword(input.password),
      role: 'user',
      termsAcceptedAt: now,
      passwordChangedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('conflict', API_TEXT.emailTaken);
  return toSessionUser(row);
}
