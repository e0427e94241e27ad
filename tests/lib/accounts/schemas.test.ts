/** @jest-environment node */
import hindi from '@/messages/hi/auth.json';
import { accountSchemas, apiSchemas } from '@/lib/accounts/schemas';

/** The first message of each field, as a form shows it. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('account schemas', () => {
  it('login: email format and password required (SPEC §5)', () => {
    expect(messagesOf(apiSchemas.login.safeParse({ email: '', password: '' }))).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect(messagesOf(apiSchemas.login.safeParse({ email: 'a@b', password: 'x' }))).toEqual({ email: 'Enter a valid email address.' });
    expect(apiSchemas.login.safeParse({ email: ' a@example.com ', password: 'x' })).toEqual({ success: true, data: { email: 'a@example.com', password: 'x' } });
  });

  it('signup: all four fields required, password at least 8 and 64 accepted, terms must be agreed', () => {
    expect(Object.keys(messagesOf(apiSchemas.signup.safeParse({})))).toEqual(['fullName', 'email', 'password', 'agreeToTerms']);
    const base = { fullName: 'A', email: 'a@example.com', agreeToTerms: true };
    expect(messagesOf(apiSchemas.signup.safeParse({ ...base, password: '1234567' }))).toEqual({ password: 'Password must be at least 8 characters.' });
    expect(apiSchemas.signup.safeParse({ ...base, password: '12345678' }).success).toBe(true);
    expect(apiSchemas.signup.safeParse({ ...base, password: 'x'.repeat(64) }).success).toBe(true);
    expect(apiSchemas.signup.safeParse({ ...base, password: 'x'.repeat(257) }).success).toBe(false);
    expect(messagesOf(apiSchemas.signup.safeParse({ ...base, password: '12345678', agreeToTerms: 'true' }))).toEqual({
      agreeToTerms: 'You must agree to the Terms of Service and Privacy Policy.',
    });
  });

  it('forgot password: email required and in email format', () => {
    expect(messagesOf(apiSchemas.forgotPassword.safeParse({ email: 'nope' }))).toEqual({ email: 'Enter a valid email address.' });
    expect(apiSchemas.forgotPassword.safeParse({ email: 'a@example.com', locale: 'fr' }).success).toBe(false);
  });

  it('reset password: both required and matching, "Passwords do not match." on the confirmation', () => {
    expect(messagesOf(apiSchemas.resetPasswordForm.safeParse({ password: 'long enough', confirmPassword: 'long enougH' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    const empty = apiSchemas.resetPassword.safeParse({ token: '', password: '', confirmPassword: '' });
    expect(empty.error?.issues).toHaveLength(3);
    expect(messagesOf(empty)).toEqual({
      token: 'The reset link is missing its token.',
      password: 'Password is required.',
      confirmPassword: 'Please confirm your new password.',
    });
  });

  it('speaks the reader’s language when given its texts', () => {
    const schemas = accountSchemas((key) => hindi.validation[key]);
    expect(messagesOf(schemas.resetPasswordForm.safeParse({ password: 'long enough', confirmPassword: 'other one!' }))).toEqual({
      confirmPassword: 'पासवर्ड मेल नहीं खाते।',
    });
  });
});
