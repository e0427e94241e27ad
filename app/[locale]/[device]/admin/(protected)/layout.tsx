import { requireStaff } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

/**
 * Every admin screen sits under this layout, which checks the session on the server itself (D4):
 * anonymous → admin login, signed in without the admin role → 403, whatever the proxy decided.
 */
export default async function ProtectedAdminLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireStaff(locale);
  return <div className="admin-area">{children}</div>;
}
