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
