import { getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/i18n/pick-messages';
import { LOCALES } from '@/lib/categories';
import { CardPreviewMessagesProvider } from './card-preview-context';
import { CARD_PREVIEW_NAMESPACES } from './card-preview-namespaces';

/**
 * Wraps the news add and edit screens: the card preview beside the form (issue 26) renders the
 * reader's card in the story's language, whichever language the admin is in, so it needs both
 * languages' card texts. Only these admin pages carry them; no reader page does.
 */
export async function CardPreviewMessages({ locale, children }: { locale: string; children: ReactNode }) {
  const [timeZone, ...perLocale] = await Promise.all([getTimeZone({ locale }), ...LOCALES.map((each) => getMessages({ locale: each }))]);
  const messages = Object.fromEntries(LOCALES.map((each, index) => [each, pickMessages(perLocale[index], CARD_PREVIEW_NAMESPACES)]));
  return <CardPreviewMessagesProvider value={{ timeZone, messages: messages as Record<(typeof LOCALES)[number], Record<string, unknown>> }}>{children}</CardPreviewMessagesProvider>;
}
