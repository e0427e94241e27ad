'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

/**
 * The login page's notice for readers sent there by a blog (SPEC §2): `?reason=unauthorized` →
 * "You are not Authorized , first sign up or sign in". Reads the query on the client, so the login
 * page stays static; render it inside a <Suspense>.
 */
export function UnauthorizedNotice() {
  const t = useTranslations('blog.detail');
  const reason = useSearchParams().get('reason');
  if (reason !== 'unauthorized') return null;
  return (
    <p role="alert" className="alert-error" data-testid="unauthorized-notice">
      {t('unauthorized')}
    </p>
  );
}
