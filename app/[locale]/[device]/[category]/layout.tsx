import { ClientMessages } from '@/components/layout/client-messages';

/**
 * Feed pages: the messages of the cards, the list and the breaking-alerts button, and on phones the
 * swipe reader's (issue 15: nothing else; issue 28: a desktop page does not carry the phone reader's
 * 1 KB of texts).
 */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string; device: string }> }) {
  const { locale, device } = await params;
  return <ClientMessages locale={locale} namespaces={device === 'mobile' ? ['feed', 'mobile', 'reader.push'] : ['feed', 'reader.push']}>{children}</ClientMessages>;
}
