/** The message key of an error code next-auth hands back (`?error=` or `signIn().error`). */
export function authErrorKey(code: string | null | undefined): 'invalidCredentials' | 'tooManyAttempts' | 'googleAccountExists' | 'googleSignupFailed' | null {
  if (!code) return null;
  if (code === 'CredentialsSignin') return 'invalidCredentials';
  if (code === 'RateLimited') return 'tooManyAttempts';
  if (code === 'GoogleAccountExists' || code === 'OAuthAccountNotLinked') return 'googleAccountExists';
  return 'googleSignupFailed';
}
