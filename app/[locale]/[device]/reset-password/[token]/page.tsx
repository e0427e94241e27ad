import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import styles from '@/components/auth/auth-forms.module.css';
import { authPageMetadata } from '@/lib/accounts/auth-page-metadata';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string; device: string; token: string }> };

// Rendered per request and never cached: the path holds a secret.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No Referer carrying the token to anything the page loads.
  return { ...(await authPageMetadata(params, 'reset.metaTitle')), referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <section className={`card ${styles.panel}`}>
      <h1 className="page-title">{t('reset.title')}</h1>
      <ResetPasswordForm locale={locale} token={decodeURIComponent(token)} />
    </section>
  );
}
