'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/lib/categories';
import type { SignupInput } from '@/lib/accounts/schemas';
import { useTranslations } from '@/lib/i18n/messages-context';
import { FormField } from './form-field';
import { GoogleButton } from './google-button';
import { PasswordEyeInput } from './password-eye-input';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import { prefetchAccountValidation, useAccountResolver } from './use-account-resolver';
import styles from './auth-forms.module.css';

/** Signup (SPEC §2): full name, email, password with an eye toggle, Google, terms, Create Account → login. */
export function SignupForm({ locale }: { locale: Locale }) {
  const t = useTranslations('auth');
  const { apiError } = useApiErrorText();
  const router = useRouter();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: useAccountResolver('signup'), defaultValues: { fullName: '', email: '', password: '', agreeToTerms: false as unknown as true } });

  const onSubmit = handleSubmit(async (input: SignupInput) => {
    setFailure(null);
    try {
      const response = await fetch('/api/user/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
      if (response.status === 201) {
        router.push(`/${locale}/login?created=1`);
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.status === 409) setFailure(t('errors.emailTaken'));
      else if (response.status === 429) setFailure(t('errors.tooManyAttempts'));
      else setFailure(apiError(body, t('errors.signupFailed')));
    } catch {
      setFailure(t('errors.signupFailed'));
    }
  });

  const termsErrorId = `${id}-agreeToTerms-error`;

  return (
    <form className={styles.form} onSubmit={onSubmit} onFocus={prefetchAccountValidation} noValidate>
      {failure && (
        <p role="alert" className={`alert-error ${styles.message}`}>
          {failure}
        </p>
      )}
      <FormField id={`${id}-fullName`} label={t('signup.fullName')} error={errors.fullName}>
        {(input) => <input {...input} type="text" autoComplete="name" {...register('fullName')} />}
      </FormField>
      <FormField id={`${id}-email`} label={t('signup.email')} error={errors.email}>
        {(input) => <input {...input} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField id={`${id}-password`} label={t('signup.password')} error={errors.password}>
        {(input) => (
          <PasswordEyeInput {...input} autoComplete="new-password" showLabel={t('signup.showPassword')} hideLabel={t('signup.hidePassword')} {...register('password')} />
        )}
      </FormField>
      <div className={styles.actions}>
        <GoogleButton label={t('signup.google')} locale={locale} />
      </div>
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          aria-invalid={Boolean(errors.agreeToTerms)}
          aria-describedby={errors.agreeToTerms ? termsErrorId : undefined}
          {...register('agreeToTerms')}
        />
        <span>
          {t('signup.agreePrefix')}{' '}
          <Link href={`/${locale}/termsofservice`} target="_blank">
            {t('signup.terms')}
          </Link>{' '}
          {t('signup.and')}{' '}
          <Link href={`/${locale}/privacypolicy`} target="_blank">
            {t('signup.privacy')}
          </Link>
        </span>
      </label>
      {errors.agreeToTerms && (
        <p id={termsErrorId} className={styles.fieldError}>
          {errors.agreeToTerms.message}
        </p>
      )}
      <div className={styles.actions}>
        <button className="button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('signup.busy') : t('signup.submit')}
        </button>
      </div>
      <p className={styles.footerLine}>
        {t('signup.haveAccount')} <Link href="/en/login">{t('signup.logIn')}</Link>
      </p>
    </form>
  );
}
