'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

// The render error boundary (SPEC §8): "Unexpected Application Error!"
export default function RenderError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="card">
      <h1 className="page-title">{t('unexpectedTitle')}</h1>
      <p>{t('unexpectedBody')}</p>
      {error.digest && <p><small>{error.digest}</small></p>}
      <button type="button" className="button" onClick={reset}>
        {t('tryAgain')}
      </button>
    </section>
  );
}
