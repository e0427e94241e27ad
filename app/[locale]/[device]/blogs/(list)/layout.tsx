import { ClientMessages } from '@/components/layout/client-messages';
import { BLOG_LIST_CLIENT_MESSAGES } from '@/i18n/pick-messages';

/** The blog list: its filter form's and error view's texts only (issue 15: not the admin or editor texts; issue 28: not the post's). */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={BLOG_LIST_CLIENT_MESSAGES}>{children}</ClientMessages>;
}
