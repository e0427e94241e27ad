'use client';

import { useState } from 'react';
import { markSignInBegun } from '@/lib/account-data/signed-in';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';

/**
 * "Log in with Google" / "Or sign up with Google": starts next-auth's Google sign-in when the
 * server offers it (GOOGLE_CLIENT_ID/SECRET set, asked at click time so cached pages stay right),
 * otherwise says that it is not set up.
 */
export function GoogleButton({ label, locale }: { label: string; locale: Locale }) {
  const t = useTranslations('auth.errors');
  const [note, setNote] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setNote(null);
    try {
      // next-auth's client is loaded on the click: the login and sign-up pages do not carry it.
      const { getProviders, signIn } = await import('next-auth/react');
      const providers = await getProviders();
      if (providers?.google) {
        // Back from Google, the page asks for the session (lib/account-data/traces.ts).
        markSignInBegun();
        await signIn('google', { callbackUrl: `/${locale}/general` });
        return;
      }
      setNote(t('googleNotConfigured'));
    } catch {
      setNote(t('googleSignupFailed'));
    }
    setBusy(false);
  }

  return (
    <>
      <button type="button" className="button button-secondary" onClick={start} disabled={isBusy}>
        {label}
      </button>
      {note && (
        <p role="status" className="alert-error">
          {note}
        </p>
      )}
    </>
  );
}
