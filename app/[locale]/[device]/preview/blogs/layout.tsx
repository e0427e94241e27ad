import { ClientMessages } from '@/components/layout/client-messages';

/** The blog preview's client islands (Listen, Share, reading progress) read the blog page's messages. */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={['blog.list', 'blog.detail']}>{children}</ClientMessages>;
}
