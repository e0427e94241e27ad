import { z } from '@/lib/zod';
import english from '@/messages/en/auth.json';

/**
 * The account forms' zod schemas (D12), shared by the pages (react-hook-form's zodResolver, with
 * the reader's language) and the /api/user route handlers (English, SPEC §5/§8 texts). The texts
 * live in messages/{en,hi}/auth.json under "validation", so both sides say the same thing.
 */
export type ValidationKey = keyof typeof english.validation;
export type ValidationText = (key: ValidationKey) => string;

/** argon2id hashes the whole password (no truncation); the upper bound only stops absurd inputs. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const FULL_NAME_MAX_LENGTH = 100;

function emailField(text: ValidationText) {
  return z
    .string({ error: text('emailRequired') })
    .trim()
    .min(1, text('emailRequired'))
    .max(254, text('emailInvalid'))
    .pipe(z.email({ error: text('emailInvalid') }));
}

function newPasswordField(text: ValidationText) {
  return z
    .string({ error: text('passwordRequired') })
    .min(1, { error: text('passwordRequired'), abort: true })
    .min(PASSWORD_MIN_LENGTH, text('passwordTooShort'))
    .max(PASSWORD_MAX_LENGTH, text('passwordTooLong'));
}

export function accountSchemas(text: ValidationText) {
  const login = z.object({
    email: emailField(text),
    // No length rule here: a login only compares (accounts made before a rule change still log in).
    password: z.string({ error: text('passwordRequired') }).min(1, text('passwordRequired')).max(PASSWORD_MAX_LENGTH, text('passwordTooLong')),
  });

  const signup = z.object({
    fullName: z.string({ error: text('fullNameRequired') }).trim().min(1, text('fullNameRequired')).max(FULL_NAME_MAX_LENGTH, text('fullNameTooLong')),
    email: emailField(text),
    password: newPasswordField(text),
    agreeToTerms: z.literal(true, { error: text('termsRequired') }),
  });

  const forgotPassword = z.object({
    email: emailField(text),
    /** The reader's language: the mail and the link's page are in it. Not part of SPEC's payload; optional. */
    locale: z.enum(['en', 'hi']).optional(),
  });

  const resetFields = z.object({
    password: newPasswordField(text),
    confirmPassword: z.string({ error: text('confirmRequired') }).min(1, text('confirmRequired')),
  });
  const matching = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: text('passwordsDoNotMatch') });
    }
  };

  /** The reset page's form (the token comes from the route). */
  const resetPasswordForm = resetFields.superRefine(matching);
  /** POST /api/user/reset-password. */
  const resetPassword = resetFields
    .extend({ token: z.string({ error: text('tokenRequired') }).trim().min(1, text('tokenRequired')).max(200, text('tokenRequired')) })
    .superRefine(matching);

  const googleAuth = z.object({ token: z.string().min(1).max(8192) });

  return { login, signup, forgotPassword, resetPasswordForm, resetPassword, googleAuth };
}

export type AccountSchemas = ReturnType<typeof accountSchemas>;
export type LoginInput = z.infer<AccountSchemas['login']>;
export type SignupInput = z.infer<AccountSchemas['signup']>;
export type ForgotPasswordInput = z.infer<AccountSchemas['forgotPassword']>;
export type ResetPasswordFormInput = z.infer<AccountSchemas['resetPasswordForm']>;
export type ResetPasswordInput = z.infer<AccountSchemas['resetPassword']>;

/** The route handlers' schemas: English texts, as the contracts of SPEC §7/§8 answer. */
export const apiSchemas: AccountSchemas = accountSchemas((key) => english.validation[key]);

/** English texts of the API answers (errors and messages). */
export const API_TEXT = { ...english.errors, ...english.api };
