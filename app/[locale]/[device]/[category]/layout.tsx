import { ClientMessages } from '@/components/layout/client-messages';

/** Feed pages: the messages of the cards, the list and the phone reader (issue 15: nothing else). */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['feed', 'mobile']}>{children}</ClientMessages>;
}
