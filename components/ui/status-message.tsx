'use client';

import Link from '@/components/ui/link';
import { useLocale, useTranslations } from '@/lib/i18n/messages-context';

/** Not-found and not-allowed screens, in the page's language. */
export function StatusMessage({ kind }: { kind: 'notFound' | 'forbidden' }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  return (
    <section className="card" data-testid={`status-${kind}`}>
      <h1 className="page-title">{t(`${kind}Title`)}</h1>
      <p>{t(`${kind}Body`)}</p>
      <Link className="button" href={`/${locale}/general`}>
        {t('goHome')}
      </Link>
    </section>
  );
}
