'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { refreshSession } from '@/lib/auth/use-session';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { sameOriginPath } from '@/lib/routing/same-origin-path';
import { authErrorKey } from './auth-error-text';
import { FormField } from './form-field';
import { GoogleButton } from './google-button';
import { prefetchAccountValidation, useAccountResolver } from './use-account-resolver';
import styles from './auth-forms.module.css';

/** What the login page's address says (read by the page, on the server). */
export type LoginQuery = {
  /** ?created: the reader comes from sign-up. */
  isCreated: boolean;
  /** ?reset: the reader has just set a new password. */
  isReset: boolean;
  /** ?error: next-auth's code of a failed sign-in (Google's, say). */
  error: string | null;
  /** ?callbackUrl: where to go after signing in (a path of this site only). */
  callbackUrl: string | null;
};

/** next-auth's client (6 KB gzipped and Babel's regenerator, 4) and zod come when the form is first focused, not with the page. */
function prefetchLogIn() {
  prefetchAccountValidation();
  import('next-auth/react').catch(() => undefined);
}

/**
 * Login (SPEC §2): email, password, Show password, Remember Me (unchecked: the session ends after a
 * day; checked: 30 days), Forgot link, Log In, Log in with Google, Sign up link. Success → general.
 */
export function LoginForm({ locale, query }: { locale: Locale; query: LoginQuery }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [remember, setRemember] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: useAccountResolver('login'), defaultValues: { email: '', password: '' } });

  const notice = query.isCreated ? t('login.accountCreated') : query.isReset ? t('login.passwordReset') : null;
  const returnedError = authErrorKey(query.error);
  const shownError = failure ?? (returnedError ? t(`errors.${returnedError}`) : null);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { signIn } = await import('next-auth/react');
      const result = await signIn('credentials', { email, password, remember: String(remember), redirect: false });
      if (result?.ok && !result.error) {
        // The menus and the syncs read the new session (lib/auth/use-session.ts) before the next page.
        await refreshSession();
        // Back to the page that sent the reader here (a blog), else general; only paths of this site.
        router.push(sameOriginPath(query.callbackUrl) ?? `/${locale}/general`);
        return;
      }
      const key = authErrorKey(result?.error) ?? 'invalidCredentials';
      setFailure(t(`errors.${key === 'googleSignupFailed' ? 'generic' : key}`));
    } catch {
      setFailure(t('errors.generic'));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prefetchLogIn} noValidate aria-describedby={shownError ? `${id}-error` : undefined}>
      {notice && !shownError && (
        <p role="status" className={`alert-success ${styles.message}`}>
          {notice}
        </p>
      )}
      {shownError && (
        <p role="alert" id={`${id}-error`} className={`alert-error ${styles.message}`}>
          {shownError}
        </p>
      )}
      <FormField id={`${id}-email`} label={t('login.email')} error={errors.email}>
        {(input) => <input {...input} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField id={`${id}-password`} label={t('login.password')} error={errors.password}>
        {(input) => <input {...input} type={showPassword ? 'text' : 'password'} autoComplete="current-password" {...register('password')} />}
      </FormField>
      <label className={styles.checkRow}>
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
        {t('login.showPassword')}
      </label>
      <div className={styles.rowBetween}>
        <label className={styles.checkRow}>
          <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          {t('login.rememberMe')}
        </label>
        <Link href="/en/forgot-password">{t('login.forgotPassword')}</Link>
      </div>
      <div className={styles.actions}>
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('login.busy') : t('login.submit')}
        </button>
        <GoogleButton label={t('login.google')} locale={locale} />
      </div>
      <p className={styles.footerLine}>
        {t('login.noAccount')} <Link href="/en/signup">{t('login.signUp')}</Link>
      </p>
    </form>
  );
}
