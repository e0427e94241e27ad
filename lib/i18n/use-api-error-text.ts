'use client';

import { useMemo } from 'react';
import { apiErrorText, type Translate } from './api-error-text';
import { useLocale, useTranslations } from './messages-context';

/** The client's `t` over every namespace, with `has`, as lib/i18n/api-error-text.ts reads it. */
export function useTranslate(): Translate {
  return useTranslations();
}

/** `apiErrorText` bound to the page's language (issue 12: server messages in Hindi on /hi/ pages). */
export function useApiErrorText() {
  const translate = useTranslate();
  const locale = useLocale();
  return useMemo(() => ({ apiError: (body: unknown, fallback: string) => apiErrorText(translate, locale, body, fallback) }), [translate, locale]);
}
