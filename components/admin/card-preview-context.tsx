'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@/lib/categories';
import type { Messages } from '@/i18n/pick-messages';

export type CardPreviewMessages = { timeZone: string; messages: Record<Locale, Messages> };

const Context = createContext<CardPreviewMessages | null>(null);

/** Both languages' card messages, so a Hindi story previews with Hindi labels on the English admin (and back). */
export function CardPreviewMessagesProvider({ value, children }: { value: CardPreviewMessages; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useCardPreviewMessages(): CardPreviewMessages | null {
  return useContext(Context);
}
