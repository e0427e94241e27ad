'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';

/**
 * The render error boundary (SPEC §8): "Unexpected Application Error!". Try again renders the page
 * again on the server (router.refresh) as well as here (reset): reset alone re-renders what the
 * server already sent, so a page that failed on the server would fail again without being asked for.
 */
export default function RenderError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const router = useRouter();
  useEffect(() => console.error(error), [error]);
  const tryAgain = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <section role="alert" className="card">
      <h1 className="page-title">{t('unexpectedTitle')}</h1>
      <p>{t('unexpectedBody')}</p>
      {error.digest && <p><small>{error.digest}</small></p>}
      <button type="button" className="button" onClick={tryAgain}>
        {t('tryAgain')}
      </button>
    </section>
  );
}
