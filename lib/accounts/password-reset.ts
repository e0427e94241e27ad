import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/categories';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { hashPassword } from '@/lib/auth/password';
import { reportWork } from '@/lib/security/work-observer';
import { sessionsValidFrom } from '@/lib/auth/sessions-valid-from';
import { findUserByEmail } from '@/lib/auth/users';
import { resetPasswordMail } from '@/lib/mail/reset-password-mail';
import { sendMail } from '@/lib/mail/send-mail';
import { passwordResetTokens, users } from '@/models/schema';
import { API_TEXT } from './schemas';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Only the SHA-256 of a reset token is stored; the token itself exists only in the mail. */
export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The reset page's address, always built from SITE_URL (never from the request's Host). */
export function resetLink(token: string, locale: Locale): string {
  return `${env().siteUrl}/${locale}/reset-password/${encodeURIComponent(token)}`;
}

/**
 * D8 without SMTP_URL: the mail is an .eml file in DATA_DIR/outbox, and the log says so. The link
 * (a credential for the account for an hour) is in the log only under `next dev`: a production log
 * is read by more people and kept longer than the outbox file (mode 0600), so there it never appears
 * (issue 11 item 8). Every other NODE_ENV (production, test) leaves it out.
 */
export function outboxLogLine(file: string, link: string, nodeEnv: string | undefined = process.env.NODE_ENV): string {
  const line = `[mail] no SMTP_URL: password reset mail written to the outbox, ${file}`;
  return nodeEnv === 'development' ? `${line}; link (development only): ${link}` : line;
}

/** A fresh reset token (256 random bits) and the SHA-256 stored for it. */
function issueResetToken(): { token: string; tokenHash: string } {
  reportWork('reset-token');
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

/**
 * Forgot password: when the account exists, a fresh single-use token (valid one hour) is stored
 * hashed and a mail with the link is prepared. The caller answers the same either way; `deliver`
 * (absent for unknown emails) sends the mail and may run after the answer.
 * An unknown email does the same work (issue 11 item 12): a token is issued and hashed, and one
 * statement reads the tokens table with it, where a known email's inserts; the token is discarded.
 */
export async function requestPasswordReset(options: { email: string; locale: Locale }): Promise<{ deliver?: () => Promise<void> }> {
  const user = await findUserByEmail(options.email);
  const { token, tokenHash } = issueResetToken();
  const db = await getDb();
  if (!user) {
    await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).limit(1);
    return {};
  }
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = resetLink(token, options.locale);
  const { siteName } = env();
  return {
    deliver: async () => {
      const delivery = await sendMail(resetPasswordMail({ to: user.email, name: user.fullName, link, locale: options.locale, siteName }));
      if (delivery.via === 'outbox') console.info(outboxLogLine(delivery.file, link));
    },
  };
}

/**
 * Reset password: the token must exist, be unused and unexpired; it is spent in the same statement
 * that checks it (single use even under concurrent requests). The new password ends every earlier
 * session and bearer token of the account, and every other outstanding reset link.
 */
export async function resetPassword(options: { token: string; password: string }): Promise<void> {
  const db = await getDb();
  const tokenHash = hashResetToken(options.token);
  // The token first, the argon2 hash only for a live one (issue 11 item 2): a stranger's made-up
  // tokens cost one indexed read each, never a hash. Spending it below re-checks it atomically.
  const checked = new Date();
  const [live] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, checked)))
    .limit(1);
  if (!live) throw await refusedResetError(options.token, checked);
  const passwordHash = await hashPassword(options.password);
  const now = new Date();
  const found = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, sessionsValidAfter: sessionsValidFrom(now), updatedAt: now }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
  if (!found) throw await refusedResetError(options.token, now);
}

/**
 * Why a link was refused, so the page can say so (issue 12): spent (used, or spent by a later
 * reset), expired, or unknown. Answered only to someone holding the link, so it reveals nothing.
 */
async function refusedResetError(token: string, now: Date): Promise<AppError> {
  const db = await getDb();
  const [row] = await db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))
    .limit(1);
  if (row?.usedAt) return new AppError('bad_request', API_TEXT.resetTokenUsed, { reason: 'auth.errors.resetTokenUsed' });
  if (row && row.expiresAt.getTime() <= now.getTime()) return new AppError('bad_request', API_TEXT.resetTokenExpired, { reason: 'auth.errors.resetTokenExpired' });
  return new AppError('bad_request', API_TEXT.invalidResetToken, { reason: 'auth.errors.invalidResetToken' });
}
