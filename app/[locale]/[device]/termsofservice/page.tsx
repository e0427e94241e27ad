import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/legal-document';
import { pageLocale } from '@/lib/i18n-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string; device: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'legal' });
  return pageMetadata({ locale, path: 'termsofservice', title: t('terms.title') });
}

export default async function Page({ params }: Props) {
  return <LegalDocument locale={await pageLocale(params)} document="terms" />;
}
