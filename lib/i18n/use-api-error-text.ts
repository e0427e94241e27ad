'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { apiErrorText, type Translate } from './api-error-text';

/** next-intl's `t` over every namespace, with `has`, as lib/i18n/api-error-text.ts reads it. */
export function useTranslate(): Translate {
  const t = useTranslations();
  return useMemo(() => Object.assign((key: string) => t(key as never), { has: (key: string) => t.has(key as never) }), [t]);
}

/** `apiErrorText` bound to the page's language (issue 12: server messages in Hindi on /hi/ pages). */
export function useApiErrorText() {
  const translate = useTranslate();
  const locale = useLocale();
  return useMemo(() => ({ apiError: (body: unknown, fallback: string) => apiErrorText(translate, locale, body, fallback) }), [translate, locale]);
}
