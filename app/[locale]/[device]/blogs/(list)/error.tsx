'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';

/** SPEC §2/§8: an Error box with "Failed to load blogs: {message}" and a hint that the API must be reachable. */
export default function BlogListError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('blog.list');
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="alert-error">
      <h1 className="page-title">{t('errorTitle')}</h1>
      <p>{t('loadFailed', { message: error.message })}</p>
      <p>{t('apiHint')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('tryAgain')}
      </button>
    </section>
  );
}
