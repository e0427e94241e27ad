'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { apiErrorText, localizedMessage } from './error-codes';

/** `apiErrorText` and `localizedMessage` bound to the page's language (issue 12: server messages in Hindi on /hi/ pages). */
export function useApiErrorText() {
  const t = useTranslations();
  const locale = useLocale();
  return useMemo(() => {
    const translate = Object.assign((key: string) => t(key as never), { has: (key: string) => t.has(key as never) });
    return {
      apiError: (body: unknown, fallback: string) => apiErrorText(translate, locale, body, fallback),
      localize: (message: string) => localizedMessage(translate, message),
    };
  }, [t, locale]);
}
