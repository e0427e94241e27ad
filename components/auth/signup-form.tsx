'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Locale } from '@/lib/categories';
import type { SignupInput } from '@/lib/accounts/schemas';
import { GoogleButton } from './google-button';
import { PasswordEyeInput } from './password-eye-input';
import { useAccountSchemas } from './use-account-schemas';
import styles from './auth-forms.module.css';

/** Signup (SPEC §2): full name, email, password with an eye toggle, Google, terms, Create Account → login. */
export function SignupForm({ locale }: { locale: Locale }) {
  const t = useTranslations('auth');
  const schemas = useAccountSchemas();
  const router = useRouter();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schemas.signup), defaultValues: { fullName: '', email: '', password: '', agreeToTerms: false as unknown as true } });

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
      else setFailure(body.message ?? body.error ?? t('errors.signupFailed'));
    } catch {
      setFailure(t('errors.signupFailed'));
    }
  });

  const fieldError = (name: keyof typeof errors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.fieldError}>
        {errors[name]?.message}
      </p>
    ) : null;
  const described = (name: keyof typeof errors) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure && (
        <p role="alert" className={`alert-error ${styles.message}`}>
          {failure}
        </p>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-fullName`}>{t('signup.fullName')}</label>
        <input id={`${id}-fullName`} type="text" autoComplete="name" {...described('fullName')} {...register('fullName')} />
        {fieldError('fullName')}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-email`}>{t('signup.email')}</label>
        <input id={`${id}-email`} type="email" autoComplete="email" {...described('email')} {...register('email')} />
        {fieldError('email')}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-password`}>{t('signup.password')}</label>
        <PasswordEyeInput
          id={`${id}-password`}
          autoComplete="new-password"
          showLabel={t('signup.showPassword')}
          hideLabel={t('signup.hidePassword')}
          {...described('password')}
          {...register('password')}
        />
        {fieldError('password')}
      </div>
      <div className={styles.actions}>
        <GoogleButton label={t('signup.google')} locale={locale} />
      </div>
      <label className={styles.checkRow}>
        <input type="checkbox" {...described('agreeToTerms')} {...register('agreeToTerms')} />
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
      {fieldError('agreeToTerms')}
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
