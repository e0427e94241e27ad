/**
 * The text a page shows for an API error (issue 12), apart from lib/i18n/error-codes.ts: that module
 * carries every English message to find a text's code (3.7 KB gzipped), which only the admin's forms
 * need (localizedMessage); the account pages need only this.
 */

/** An error answer of our API, as a page reads it. */
export type ApiErrorBody = { error?: unknown; message?: unknown; code?: unknown; issues?: { path?: unknown; message?: unknown; code?: unknown }[] };

export type Translate = { (key: string): string; has(key: string): boolean };

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
