'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { accountSchemas, type ValidationKey } from '@/lib/accounts/schemas';

/** The same schemas the route handlers use, with the reader's language for the messages. */
export function useAccountSchemas() {
  const t = useTranslations('auth.validation');
  return useMemo(() => accountSchemas((key: ValidationKey) => t(key)), [t]);
}
