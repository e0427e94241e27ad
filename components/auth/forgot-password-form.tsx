'use client';

import Link from '@/components/ui/link';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { FormField } from './form-field';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { prefetchAccountValidation, useAccountResolver } from './use-account-resolver';
import styles from './auth-forms.module.css';

/** Forgot password (SPEC §2): email, Send Reset Link, Log in link; the same answer for every email. */
export function ForgotPasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslations('auth');
  const { apiError } = useApiErrorText();
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: useAccountResolver('forgotPassword'), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const response = await fetch('/api/user/forgot-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, locale }) });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok) setResult({ ok: true, text: t('api.resetRequested') });
      else if (response.status === 429) setResult({ ok: false, text: t('errors.tooManyAttempts') });
      else setResult({ ok: false, text: apiError(body, t('errors.generic')) });
    } catch {
      setResult({ ok: false, text: t('errors.generic') });
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prefetchAccountValidation} noValidate>
      <p>{t('forgot.intro')}</p>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`${result.ok ? 'alert-success' : 'alert-error'} ${styles.message}`}>
          {result.text}
        </p>
      )}
      <FormField id={`${id}-email`} label={t('forgot.email')} error={errors.email}>
        {(input) => <input {...input} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <div className={styles.actions}>
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('forgot.busy') : t('forgot.submit')}
        </button>
      </div>
      <p className={styles.footerLine}>
        {t('forgot.remembered')} <Link href="/en/login">{t('forgot.logIn')}</Link>
      </p>
    </form>
  );
}
