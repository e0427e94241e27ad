import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/categories';
import { NAMESPACES } from './namespaces';

/** common.json holds the shell's namespaces (header, menu, …); every other file is the namespace of its name. */
export async function loadMessages(locale: string): Promise<Record<string, unknown>> {
  const files = await Promise.all(
    NAMESPACES.map(async (namespace) => [namespace, (await import(`../messages/${locale}/${namespace}.json`)).default] as const),
  );
  const messages: Record<string, unknown> = {};
  for (const [namespace, content] of files) {
    if (namespace === 'common') Object.assign(messages, content);
    else messages[namespace] = content;
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Kolkata' };
});
