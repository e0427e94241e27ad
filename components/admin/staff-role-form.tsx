'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ROLES, type Role } from '@/lib/auth/permissions';
import { useTranslations } from '@/lib/i18n/messages-context';
import { useApiErrorText } from '@/lib/i18n/use-api-error-text';
import styles from './admin.module.css';

type Banner = { kind: 'success' | 'error'; text: string } | null;

/** The Staff screen's form (issue 26): a registered account's email and its role → PUT /api/admin/staff. */
export function StaffRoleForm() {
  const t = useTranslations('admin');
  const { apiError } = useApiErrorText();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('writer');
  const [isBusy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setBanner(null);
    try {
      const response = await fetch('/api/admin/staff', { method: 'PUT', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: email.trim(), role }) });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        setBanner({ kind: 'success', text: t('staff.saved', { email: email.trim().toLowerCase(), role: t(`roles.${role}`) }) });
        setEmail('');
        router.refresh();
      } else {
        setBanner({ kind: 'error', text: apiError(body, t('staff.failed')) });
      }
    } catch {
      setBanner({ kind: 'error', text: t('staff.failed') });
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} className={styles.stack} data-testid="staff-role-form">
      {banner && (
        <p role={banner.kind === 'error' ? 'alert' : 'status'} className={banner.kind === 'error' ? 'alert-error' : 'alert-success'}>
          {banner.text}
        </p>
      )}
      <div className="form-field">
        <label htmlFor="staff-email">{t('staff.email')}</label>
        <input id="staff-email" name="email" type="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className="form-field">
        <label htmlFor="staff-role">{t('staff.role')}</label>
        <select id="staff-role" name="role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLES.map((each) => (
            <option key={each} value={each}>
              {t(`roles.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <button className="button" type="submit" disabled={isBusy}>
        {isBusy ? t('staff.saving') : t('staff.save')}
      </button>
    </form>
  );
}
