'use client';

import { createContext, useContext, useMemo } from 'react';
import { createTranslate, type Translate } from './translator';

type MessagesConfig = { locale: string; messages: Record<string, unknown>; timeZone?: string; onError: (error: string) => void };

const MessagesContext = createContext<MessagesConfig | null>(null);

const logError = (error: string) => console.error(error);

/**
 * The messages the client components under it say (components/layout/client-messages.tsx picks them
 * per route), compiled, with the page's language and time zone. A missing message is logged in
 * next-intl's words (MISSING_MESSAGE), which e2e/route-messages.spec.ts watches for on every route.
 */
export function MessagesProvider({
  locale,
  messages,
  timeZone,
  onError,
  children,
}: {
  locale: string;
  messages: Record<string, unknown>;
  timeZone?: string;
  /** Told of a message missing or not formatted (lib/i18n/translator.ts); by default the console's error, as next-intl does. */
  onError?: (error: string) => void;
  children: React.ReactNode;
}) {
  const config = useMemo<MessagesConfig>(
    () => ({
      locale,
      messages,
      timeZone,
      onError: onError ?? logError,
    }),
    [locale, messages, timeZone, onError],
  );
  return <MessagesContext.Provider value={config}>{children}</MessagesContext.Provider>;
}

function useMessagesConfig(): MessagesConfig {
  const config = useContext(MessagesContext);
  if (!config) throw new Error('A client component asked for messages outside a MessagesProvider (components/layout/client-messages.tsx).');
  return config;
}

/** The page's language ("en", "hi"). */
export function useLocale(): string {
  return useMessagesConfig().locale;
}

/** A translator over `namespace` (dotted: "reader.share"), or over every message without one. */
export function useTranslations(namespace?: string): Translate {
  const config = useMessagesConfig();
  return useMemo(() => createTranslate({ ...config, namespace }), [config, namespace]);
}
