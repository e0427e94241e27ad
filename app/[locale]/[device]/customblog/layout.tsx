import { requireAdmin } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

/** Admins only, checked here on the server whatever the proxy decided (D4). */
export default async function AdminOnlyLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireAdmin(locale);
  return <div className="admin-area">{children}</div>;
}
