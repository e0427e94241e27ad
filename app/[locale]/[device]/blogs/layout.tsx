import { ClientMessages } from '@/components/layout/client-messages';

/** Blog list and detail: their own messages (issue 15: not the admin or editor texts). */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['blog.list', 'blog.detail']}>{children}</ClientMessages>;
}
