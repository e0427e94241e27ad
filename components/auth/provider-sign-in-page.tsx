import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authPageMetadata } from '@/lib/accounts/auth-page-metadata';
import { pageLocale } from '@/lib/i18n-page';
import { ProviderSignIn } from './provider-sign-in';
import styles from './auth-forms.module.css';

type Mode = 'login' | 'signup';

export function providerSignInMetadata(params: Promise<{ locale: string }>, mode: Mode): Promise<Metadata> {
  return authPageMetadata(params, mode === 'login' ? 'provider.loginTitle' : 'provider.signupTitle');
}

/** The hosted-provider paths of SPEC's route table (both spellings of the login one). */
export async function ProviderSignInPage({ params, mode }: { params: Promise<{ locale: string }>; mode: Mode }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <section className={`card ${styles.panel}`}>
      <h1 className="page-title">{mode === 'login' ? t('provider.loginTitle') : t('provider.signupTitle')}</h1>
      <ProviderSignIn locale={locale} mode={mode} />
    </section>
  );
}
