import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffRoleForm } from '@/components/admin/staff-role-form';
import { requireStaff } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';
import { listStaff } from '@/lib/staff/manage-staff';
import styles from '@/components/admin/admin.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin.staff' });
  return { title: t('title'), robots: { index: false } };
}

/** Staff (issue 26, admins only): the newsroom's people and their roles; sets the role of a registered account. */
export default async function StaffPage({ params }: Props) {
  const locale = await pageLocale(params);
  const me = await requireStaff(locale, 'staff');
  const t = await getTranslations({ locale, namespace: 'admin' });
  const staff = await listStaff();
  const date = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  return (
    <section data-testid="admin-staff">
      <h1 className="page-title">{t('staff.title')}</h1>
      <p>{t('staff.intro')}</p>
      <div className="card">
        <StaffRoleForm />
      </div>
      <section className="card" aria-labelledby="staff-heading">
        <h2 id="staff-heading">{t('staff.listTitle')}</h2>
        {staff.length === 0 ? (
          <p>{t('staff.empty')}</p>
        ) : (
          <ul className={styles.staffList} data-testid="staff-list">
            {staff.map((member) => (
              <li key={member.id}>
                <span>
                  <strong>{member.name}</strong> {member.email} {member.id === me.id ? t('staff.you') : ''}
                </span>
                <span className={styles.badge}>{t(`roles.${member.role}`)}</span>
                <span className={styles.hint}>{t('staff.since', { date: date.format(new Date(member.since)) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
