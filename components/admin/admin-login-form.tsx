'use client';

import { signIn } from 'next-auth/react';
import { useState, type FormEvent } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { setSignedInHere } from '@/lib/account-data/signed-in';

/** Admin login (SPEC §2): "Logging in..." while busy, the SPEC's two messages, then the dashboard. */
export function AdminLoginForm({ destination }: { destination: string }) {
  const t = useTranslations('adminLogin');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await signIn('admin-credentials', { email, password, redirect: false });
      if (result?.ok && !result.error) {
        // The site's pages ask for the session from now on (lib/account-data/traces.ts): the account's syncs run there too.
        setSignedInHere(true);
        window.location.assign(destination);
        return;
      }
      if (result?.error === 'RateLimited') setError(t('tooManyAttempts'));
      else setError(result?.status === 401 || result?.error === 'CredentialsSignin' ? t('invalid') : t('failed'));
    } catch {
      setError(t('failed'));
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      <div className="form-field">
        <label htmlFor="admin-email">{t('email')}</label>
        <input id="admin-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className="form-field">
        <label htmlFor="admin-password">{t('password')}</label>
        <input id="admin-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <button className="button" type="submit" disabled={isBusy}>
        {isBusy ? t('busy') : t('submit')}
      </button>
    </form>
  );
}
