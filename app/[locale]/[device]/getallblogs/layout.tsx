import { ClientMessages } from '@/components/layout/client-messages';
import { requireStaff } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

/**
 * Admins only, checked here on the server whatever the proxy decided (D4), before any Suspense
 * boundary (loading.tsx) starts the answer: a reader gets a real 403, not a 200 with the refusal
 * streamed in. Then the page's own messages.
 */
export default async function AdminOnlyLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireStaff(locale);
  return (
    <div className="admin-area">
      <ClientMessages locale={locale} namespaces={['blog.admin', 'admin.history', 'admin.lock', 'admin.statuses', 'admin.publishing', 'apiErrors']}>{children}</ClientMessages>
    </div>
  );
}
