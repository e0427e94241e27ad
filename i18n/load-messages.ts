import { NAMESPACES } from './namespaces';

/** One locale's messages from its files: common.json holds the shell's namespaces (header, menu, …); every other file is the namespace of its name. */
export function mergeNamespaces(files: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const [namespace, content] of files) {
    if (namespace === 'common') Object.assign(messages, content);
    else messages[namespace] = content;
  }
  return messages;
}

export async function loadMessages(locale: string): Promise<Record<string, unknown>> {
  return mergeNamespaces(
    await Promise.all(NAMESPACES.map(async (namespace) => [namespace, (await import(`../messages/${locale}/${namespace}.json`)).default] as const)),
  );
}
