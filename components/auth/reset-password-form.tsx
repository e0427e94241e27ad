'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { FormField } from './form-field';
import { prefetchAccountValidation, useAccountResolver } from './use-account-resolver';
import styles from './auth-forms.module.css';

/** SPEC §9: the reset page goes to login 3 seconds after success. */
export const RESET_REDIRECT_MS = 3000;

/** Reset password (SPEC §2): New Password, Confirm New Password, Reset Password; a mismatch sends nothing. */
export function ResetPasswordForm({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslations('auth');
  const { apiError } = useApiErrorText();
  const router = useRouter();
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: useAccountResolver('resetPasswordForm'), defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => router.push(`/${locale}/login?reset=1`), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, router, locale]);

  const onSubmit = handleSubmit(async ({ password, confirmPassword }) => {
    setResult(null);
    try {
      const response = await fetch('/api/user/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password, confirmPassword }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) setResult({ ok: true, text: t('api.resetDone') });
      // The server says why (expired, already used, unknown link…), shown in the page's language.
      else if (response.status === 429) setResult({ ok: false, text: t('errors.tooManyAttempts') });
      else setResult({ ok: false, text: apiError(body, response.status === 400 ? t('errors.invalidResetToken') : t('errors.generic')) });
    } catch {
      setResult({ ok: false, text: t('errors.generic') });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prefetchAccountValidation} noValidate>
      {result && (
        <div role={result.ok ? 'status' : 'alert'} className={`${result.ok ? 'alert-success' : 'alert-error'} ${styles.message}`}>
          <p style={{ margin: 0 }}>{result.text}</p>
          {result.ok && <p style={{ margin: 0 }}>{t('reset.redirecting')}</p>}
        </div>
      )}
      <FormField id={`${id}-password`} label={t('reset.password')} error={errors.password}>
        {(input) => <input {...input} type={showPassword ? 'text' : 'password'} autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField id={`${id}-confirmPassword`} label={t('reset.confirmPassword')} error={errors.confirmPassword} errorRole="alert">
        {(input) => <input {...input} type={showPassword ? 'text' : 'password'} autoComplete="new-password" {...register('confirmPassword')} />}
      </FormField>
      <label className={styles.checkRow}>
        <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
        {t('reset.showPassword')}
      </label>
      <div className={styles.actions}>
        <button className="button" type="submit" disabled={isSubmitting || Boolean(result?.ok)}>
          {isSubmitting ? t('reset.busy') : t('reset.submit')}
        </button>
      </div>
    </form>
  );
}
