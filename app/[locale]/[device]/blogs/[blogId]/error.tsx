'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';

/** SPEC §2: "Unable to Load Article", the message, and Try Again, which reloads. */
export default function BlogDetailError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('blog.detail');
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="card" data-testid="blog-error">
      <h1 className="page-title">{t('errorTitle')}</h1>
      <p>{t('errorBody')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('tryAgain')}
      </button>
    </section>
  );
}
