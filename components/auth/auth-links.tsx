'use client';

import Link from '@/components/ui/link';
import { signOut, useSession } from '@/lib/auth/use-session';
import { forgetAccountData } from '@/lib/account-data/browser-owner';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';
import { forgetAccountTopics } from '@/lib/topics/sync-topics';

/** Sign Up / Login when logged out, Logout when logged in (SPEC §2). Login and signup links use the en prefix, as SPEC says. */
export function AuthLinks({ locale, onNavigate }: { locale: Locale; onNavigate?: () => void }) {
  const t = useTranslations('menu');
  const { data, status } = useSession();
  if (status === 'loading') return <span aria-hidden="true" />;
  if (data?.user?.id) {
    return (
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          // The account's synced data leaves this browser with it (issue 25 item 8; the next page checks again).
          forgetAccountData(window.localStorage);
          forgetAccountTopics();
          void signOut({ callbackUrl: `/${locale}/general` });
        }}
      >
        {t('logout')}
      </button>
    );
  }
  return (
    <>
      <Link href="/en/signup" onClick={onNavigate}>
        {t('signUp')}
      </Link>
      <Link href="/en/login" onClick={onNavigate}>
        {t('login')}
      </Link>
    </>
  );
}
