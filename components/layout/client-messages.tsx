import { notFound } from 'next/navigation';
import { getMessages, getTimeZone, setRequestLocale } from 'next-intl/server';
import { pickMessages, SHELL_NAMESPACES } from '@/i18n/pick-messages';
import { isLocale } from '@/lib/categories';
import { MessagesProvider } from '@/lib/i18n/messages-context';

/**
 * Gives the client components under it the shell's messages plus `namespaces` (and nothing else):
 * each route's layout names what its client islands use, so no reader page carries admin texts.
 * The messages are the build's compiled catalogs; the client formats them with its own small
 * translator (lib/i18n/translator.ts), not next-intl's client (issue 28). The locale is passed in
 * and set here (a layout renders on its own; reading it from the request would make the page
 * dynamic and defeat the page cache, D15).
 */
export async function ClientMessages({ locale, namespaces = [], children }: { locale: string; namespaces?: readonly string[]; children: React.ReactNode }) {
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages({ locale });
  const timeZone = await getTimeZone({ locale });
  return (
    <MessagesProvider locale={locale} timeZone={timeZone} messages={pickMessages(messages, [...SHELL_NAMESPACES, ...namespaces])}>
      {children}
    </MessagesProvider>
  );
}
