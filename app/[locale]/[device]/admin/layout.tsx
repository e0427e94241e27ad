import { ClientMessages } from '@/components/layout/client-messages';

/** Admin pages and the admin login: the admin messages, on these pages only. */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['admin', 'adminLogin', 'apiErrors']}>{children}</ClientMessages>;
}
