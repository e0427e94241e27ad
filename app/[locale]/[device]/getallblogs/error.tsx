'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

export default function AdminBlogsError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('blog.admin');
  useEffect(() => console.error(error), [error]);
  return (
    <p role="alert" className="alert-error">
      {t('fetchFailed')}
    </p>
  );
}
