'use client';

import Link from '@/components/ui/link';
import { getProviders, signIn } from 'next-auth/react';
import { useEffect, useState } from 'react';
import { markSignInBegun } from '@/lib/account-data/signed-in';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';

/**
 * /{lang}/loginwith<provider> and /{lang}/signupwith<provider> (SPEC route table): start the
 * Google sign-in at once, or say that it is not set up on this site.
 */
export function ProviderSignIn({ locale, mode }: { locale: Locale; mode: 'login' | 'signup' }) {
  const t = useTranslations('auth');
  const [state, setState] = useState<'starting' | 'unconfigured' | 'failed'>('starting');

  useEffect(() => {
    let isCurrent = true;
    getProviders()
      .then(async (providers) => {
        if (!isCurrent) return;
        if (!providers?.google) {
          setState('unconfigured');
          return;
        }
        // Back from Google, the page asks for the session (lib/account-data/traces.ts).
        markSignInBegun();
        await signIn('google', { callbackUrl: `/${locale}/general` });
      })
      .catch(() => isCurrent && setState('failed'));
    return () => {
      isCurrent = false;
    };
  }, [locale]);

  return (
    <>
      {state === 'starting' ? (
        <p role="status">{t('provider.starting')}</p>
      ) : (
        <p role="alert" className="alert-error">
          {state === 'unconfigured' ? t('errors.googleNotConfigured') : t('errors.googleSignupFailed')}
        </p>
      )}
      <p>
        {mode === 'login' ? <Link href="/en/login">{t('provider.backToLogin')}</Link> : <Link href="/en/signup">{t('provider.backToSignup')}</Link>}
      </p>
    </>
  );
}
