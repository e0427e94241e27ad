import { ClientMessages } from '@/components/layout/client-messages';

/** The blog editor's messages. */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['blog.create', 'admin.publishing', 'admin.statuses', 'apiErrors']}>{children}</ClientMessages>;
}
