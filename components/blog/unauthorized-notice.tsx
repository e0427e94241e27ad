import { useTranslations } from 'next-intl';

/**
 * The login page's notice for readers sent there by a blog (SPEC §2): `?reason=unauthorized` →
 * "You are not Authorized , first sign up or sign in". The page reads the query on the server.
 */
export function UnauthorizedNotice({ reason }: { reason: string | null }) {
  const t = useTranslations('blog.detail');
  if (reason !== 'unauthorized') return null;
  return (
    <p role="alert" className="alert-error" data-testid="unauthorized-notice">
      {t('unauthorized')}
    </p>
  );
}
