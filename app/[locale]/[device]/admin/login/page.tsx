import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminLoginForm } from '@/components/admin/admin-login-form';
import { pageLocale } from '@/lib/i18n-page';
import { sameOriginPath } from '@/lib/routing/same-origin-path';

type Props = { params: Promise<{ locale: string; device: string }>; searchParams: Promise<{ callbackUrl?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'adminLogin' });
  return { title: t('title'), robots: { index: false } };
}

/** Only a same-site admin path may be the destination after login (no open redirect). */
function safeCallback(locale: string, callbackUrl: string | undefined): string {
  const fallback = `/${locale}/admin/8888888888`;
  const target = sameOriginPath(callbackUrl);
  if (!target) return fallback;
  return /^\/(en|hi)\/(admin|customblog|getallblogs)(\/|$)/.test(target) && !target.includes('/admin/login') ? target : fallback;
}

export default async function AdminLoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { callbackUrl } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'adminLogin' });
  return (
    <section className="card" style={{ maxWidth: 420, margin: '2rem auto' }}>
      <h1 className="page-title">{t('title')}</h1>
      <AdminLoginForm destination={safeCallback(locale, callbackUrl)} />
    </section>
  );
}
