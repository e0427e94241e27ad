import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { UnauthorizedNotice } from '@/components/blog/unauthorized-notice';
import styles from '@/components/auth/auth-forms.module.css';
import { authPageMetadata } from '@/lib/accounts/auth-page-metadata';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string; device: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata(params, 'login.metaTitle');
}

export default async function LoginPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <section className={`card ${styles.panel}`}>
      <h1 className="page-title">{t('login.title')}</h1>
      {/* The form reads ?created / ?reset / ?error on the client, so the page itself stays static. */}
      <Suspense>
        {/* ?reason=unauthorized: a reader sent here by a blog (SPEC §2). */}
        <UnauthorizedNotice />
        <LoginForm locale={locale} />
      </Suspense>
    </section>
  );
}
