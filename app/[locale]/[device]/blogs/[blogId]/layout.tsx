import { ClientMessages } from '@/components/layout/client-messages';
import { BLOG_POST_CLIENT_MESSAGES } from '@/i18n/pick-messages';

/** A blog post: its share panel's, progress bar's and error view's texts only (issue 28: not the list's). */
export default async function Layout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <ClientMessages locale={(await params).locale} namespaces={BLOG_POST_CLIENT_MESSAGES}>{children}</ClientMessages>;
}
