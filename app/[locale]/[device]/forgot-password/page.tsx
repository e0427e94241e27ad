import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import styles from '@/components/auth/auth-forms.module.css';
import { authPageMetadata } from '@/lib/accounts/auth-page-metadata';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string; device: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata(params, 'forgot.metaTitle');
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <section className={`card ${styles.panel}`}>
      <h1 className="page-title">{t('forgot.title')}</h1>
      <ForgotPasswordForm locale={locale} />
    </section>
  );
}
