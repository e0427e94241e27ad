import type { Metadata } from 'next';
import { ProviderSignInPage, providerSignInMetadata } from '@/components/auth/provider-sign-in-page';

type Props = { params: Promise<{ locale: string; device: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return providerSignInMetadata(params, 'login');
}

export default function Page({ params }: Props) {
  return <ProviderSignInPage params={params} mode="login" />;
}
