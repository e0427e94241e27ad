import authEn from '@/messages/en/auth.json';
import errorsEn from '@/messages/en/apiErrors.json';

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

/** An error answer of our API, as a page reads it. */
export type ApiErrorBody = { error?: unknown; message?: unknown; code?: unknown; issues?: { path?: unknown; message?: unknown; code?: unknown }[] };

type Translate = { (key: string): string; has(key: string): boolean };

/**
 * The text a page shows for an API error, in the page's language: the message of the answer's
 * stable code (or of its first issue's). A code only says what kind of error it was
 * (`apiErrors.status.*`): an English page keeps the server's own, more precise message; a Hindi page
 * shows the kind's Hindi text. `fallback` when the answer says nothing usable.
 */
export function apiErrorText(t: Translate, locale: string, body: unknown, fallback: string): string {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as ApiErrorBody;
  const message = typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : undefined;
  const codes = [answer.code, answer.issues?.[0]?.code].filter((code): code is string => typeof code === 'string');
  const specific = codes.find((code) => !code.startsWith('apiErrors.status.') && t.has(code));
  if (specific) return t(specific);
  if (locale === 'en' && message) return message;
  const kind = codes.find((code) => t.has(code));
  return kind ? t(kind) : (message ?? fallback);
}

/** A client-side check's message (the shared zod schema speaks English) in the page's language. */
export function localizedMessage(t: Translate, message: string): string {
  const code = codeOfMessage(message);
  return code && t.has(code) ? t(code) : message;
}
