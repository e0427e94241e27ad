'use client';

import Link from '@/components/ui/link';
import { signOut, useSession } from '@/lib/auth/use-session';
import type { Locale } from '@/lib/categories';
import { useTranslations } from '@/lib/i18n/messages-context';

/**
 * The account's synced data leaves this browser with it (issue 25 item 8). Their code downloads at
 * the click (issue 28: every page shows these links, few readers sign out); if it cannot be had, the
 * sign-out goes on, and the next page's account sync forgets the data once the server confirms it.
 */
async function forgetAccount(): Promise<void> {
  try {
    const [{ forgetAccountData }, { forgetAccountTopics }] = await Promise.all([import('@/lib/account-data/browser-owner'), import('@/lib/topics/sync-topics')]);
    forgetAccountData(window.localStorage);
    forgetAccountTopics();
  } catch {
    // Left to the next page (above).
  }
}

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
          void forgetAccount().then(() => signOut({ callbackUrl: `/${locale}/general` }));
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
