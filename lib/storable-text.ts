/**
 * Text PostgreSQL can store as it was sent (issue 25 item 5). PostgreSQL refuses NUL (U+0000) in
 * `text` and in `jsonb` strings — a query carrying one fails, which answered 500 — and a lone
 * surrogate (half of a UTF-16 pair, which JSON's `\uD800` escapes can produce) is not Unicode at
 * all: the drivers encode it as U+FFFD, so the stored text would silently differ from what was
 * sent. Both are refused by every string of the shared zod schemas (lib/zod-api.ts).
 * No zod and no server-only imports: the browser's forms run it too.
 */

/** The answer's text; its code (`apiErrors.input.textNotStorable`) gives the page its own language. */
export const TEXT_NOT_STORABLE = 'Text cannot contain NUL characters or broken Unicode.';

/** Marks the zod issue, so the API answers it with 400 rather than a field's 422 (lib/http/handler.ts). */
export const NOT_STORABLE_PARAMS = { notStorable: true } as const;

// NUL; a high surrogate not followed by a low one; a low surrogate not preceded by a high one
// (at the start, or after any other unit). No lookbehind: older Safari cannot parse it.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
