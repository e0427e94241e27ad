import { ClientMessages } from '@/components/layout/client-messages';
import { BLOG_POST_CLIENT_MESSAGES } from '@/i18n/pick-messages';

/** The blog preview's client islands (Share, reading progress) say what a published post's do. */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={BLOG_POST_CLIENT_MESSAGES}>{children}</ClientMessages>;
}
