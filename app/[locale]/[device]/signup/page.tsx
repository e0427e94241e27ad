import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignupForm } from '@/components/auth/signup-form';
import styles from '@/components/auth/auth-forms.module.css';
import { authPageMetadata } from '@/lib/accounts/auth-page-metadata';
import { pageLocale } from '@/lib/i18n-page';

type Props = { params: Promise<{ locale: string; device: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return authPageMetadata(params, 'signup.metaTitle');
}

export default async function SignupPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <section className={`card ${styles.panel}`}>
      <h1 className="page-title">{t('signup.title')}</h1>
      <SignupForm locale={locale} />
    </section>
  );
}
