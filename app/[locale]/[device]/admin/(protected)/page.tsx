import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';

// /{lang}/admin → the dashboard
export default async function AdminIndex({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireStaff(locale);
  redirect(`/${locale}/admin/8888888888`);
}
