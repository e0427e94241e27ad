import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { UnauthorizedNotice } from '@/components/blog/unauthorized-notice';
import styles from '@/components/auth/auth-forms.module.css';
import { authPageMetadata } from '@/lib/accounts/auth-page-metadata';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string; device: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata(params, 'login.metaTitle');
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  const query = await searchParams;
  const one = (key: string) => (typeof query[key] === 'string' ? query[key] : null);
  // The query is read here, on the server: the form is in the page's HTML, painted before any script
  // and typed into at once (lib/early-taps keeps what is typed before hydration). Read on the client,
  // behind a Suspense boundary, the form came only with the page's scripts.
  return (
    <section className={`card ${styles.panel}`}>
      <h1 className="page-title">{t('login.title')}</h1>
      {/* ?reason=unauthorized: a reader sent here by a blog (SPEC §2). */}
      <UnauthorizedNotice reason={one('reason')} />
      <LoginForm locale={locale} query={{ isCreated: Boolean(one('created')), isReset: Boolean(one('reset')), error: one('error'), callbackUrl: one('callbackUrl') }} />
    </section>
  );
}
