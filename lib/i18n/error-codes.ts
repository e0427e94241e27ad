import authEn from '@/messages/en/auth.json';
import errorsEn from '@/messages/en/apiErrors.json';
import type { Translate } from './api-error-text';

/**
 * Stable error codes of the API answers (issue 12): each is the key of the message in
 * `messages/{en,hi}/*.json`, so a page shows the message in its own language while the JSON keeps
 * the English `error` and `message` that API clients already read. A code never changes with the
 * wording; the English text only finds it here.
 */
function flatten(prefix: string, tree: Record<string, unknown>, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const code = `${prefix}.${key}`;
    if (typeof value === 'string') {
      if (!into.has(value)) into.set(value, code);
    } else if (value && typeof value === 'object') {
      flatten(code, value as Record<string, unknown>, into);
    }
  }
  return into;
}

const CODE_OF_TEXT: Map<string, string> = (() => {
  const map = new Map<string, string>();
  flatten('auth.validation', authEn.validation, map);
  flatten('auth.errors', authEn.errors, map);
  flatten('apiErrors.input', errorsEn.input, map);
  flatten('apiErrors.news', errorsEn.news, map);
  flatten('apiErrors.blog', errorsEn.blog, map);
  flatten('apiErrors.push', errorsEn.push, map);
  flatten('apiErrors.publication', errorsEn.publication, map);
  flatten('apiErrors.storage', errorsEn.storage, map);
  flatten('apiErrors.topics', errorsEn.topics, map);
  flatten('apiErrors.audit', errorsEn.audit, map);
  flatten('apiErrors.lists', errorsEn.lists, map);
  return map;
})();

/** The code of an English API message (`auth.validation.passwordTooShort`), if it has one. */
export function codeOfMessage(message: string): string | undefined {
  return CODE_OF_TEXT.get(message);
}

/** The code of an error as a whole: its message's, else its kind's (`apiErrors.status.not_found`). */
export function errorCode(kind: string, message: string): string {
  return codeOfMessage(message) ?? `apiErrors.status.${kind}`;
}

/** A client-side check's message (the shared zod schema speaks English) in the page's language. */
export function localizedMessage(t: Translate, message: string): string {
  const code = codeOfMessage(message);
  return code && t.has(code) ? t(code) : message;
}
