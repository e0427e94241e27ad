'use client';

import { useMemo } from 'react';
import { localizedMessage } from './error-codes';
import { useTranslate } from './use-api-error-text';

/**
 * `localizedMessage` bound to the page's language: a shared schema's English message in Hindi. It
 * brings every English message with it (lib/i18n/error-codes.ts), so only the admin's forms use it;
 * it has a module of its own so that the account pages' useApiErrorText does not bring them.
 */
export function useLocalizedMessage() {
  const translate = useTranslate();
  return useMemo(() => (message: string) => localizedMessage(translate, message), [translate]);
}
