import { ClientMessages } from '@/components/layout/client-messages';

/** Login: the account forms' messages and the blog detail's sign-in notice. */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['auth', 'blog.detail', 'apiErrors']}>{children}</ClientMessages>;
}
