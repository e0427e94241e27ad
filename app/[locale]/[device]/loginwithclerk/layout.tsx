import { ClientMessages } from '@/components/layout/client-messages';

/** Account pages: the account forms' messages. */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['auth', 'apiErrors']}>{children}</ClientMessages>;
}
