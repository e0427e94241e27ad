import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal/legal-document';
import { pageLocale } from '@/lib/i18n-page';
import { staticPageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string; device: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(params, 'termsofservice', 'terms.title');
}

export default async function Page({ params }: Props) {
  return <LegalDocument locale={await pageLocale(params)} document="terms" />;
}
