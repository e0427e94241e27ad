'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';

export default function AdminBlogsError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('blog.admin');
  useEffect(() => console.error(error), [error]);
  return (
    <p role="alert" className="alert-error">
      {t('fetchFailed')}
    </p>
  );
}
