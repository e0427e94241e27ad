import { isStorableText, NOT_STORABLE_PARAMS, TEXT_NOT_STORABLE } from '@/lib/storable-text';
import { z } from '@/lib/zod';

/** Issue 25 item 5: text PostgreSQL can store as it was sent, checked by every string of the shared schemas. */
describe('isStorableText', () => {
  it('accepts any Unicode text: Hindi, emoji (a surrogate pair), control characters other than NUL', () => {
    for (const text of ['', 'plain', 'हिन्दी समाचार', '😀', 'a😀b😀', '\t\n\r\u0001\u001f\u007f', '\uFFFD', '\uFEFF', '\uD83D\uDE00\uD83D\uDE00']) {
      expect({ text, storable: isStorableText(text) }).toEqual({ text, storable: true });
    }
  });

  it('refuses NUL anywhere', () => {
    for (const text of ['\u0000', 'a\u0000', '\u0000a', 'a\u0000b', '😀\u0000']) expect({ text, storable: isStorableText(text) }).toEqual({ text, storable: false });
  });

  it('refuses a lone high surrogate: at the end, before another character, before another high one', () => {
    for (const text of ['\uD800', 'a\uD83D', '\uD83Da', '\uD83D\uD83D', '\uDBFF ', '😀\uD800']) expect({ text, storable: isStorableText(text) }).toEqual({ text, storable: false });
  });

  it('refuses a lone low surrogate: at the start, after another character, after a complete pair', () => {
    for (const text of ['\uDC00', '\uDFFFa', 'a\uDE00', '\uD83D\uDE00\uDE00', ' \uDC00']) expect({ text, storable: isStorableText(text) }).toEqual({ text, storable: false });
  });

  it('checks the boundaries of the surrogate ranges', () => {
    // U+D7FF and U+E000 are ordinary characters on either side of the surrogates.
    expect(isStorableText('\uD7FF\uE000')).toBe(true);
    expect(isStorableText('\uDBFF\uDFFF')).toBe(true);
    expect(isStorableText('\uD800\uDC00')).toBe(true);
    expect(isStorableText('\uDBFF\uE000')).toBe(false);
    expect(isStorableText('\uD7FF\uDC00')).toBe(false);
  });
});

describe('the shared schemas refuse it (lib/zod-api.ts)', () => {
  const only = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((issue) => ({ code: issue.code, message: issue.message, params: (issue as { params?: unknown }).params }));

  const storableIssue = { code: 'custom', message: TEXT_NOT_STORABLE, params: NOT_STORABLE_PARAMS };

  it.each([
    ['string', () => z.string(), 'a\u0000b'],
    ['string with its own messages and checks', () => z.string({ error: 'Name is required.' }).trim().min(1).max(5), 'a\u0000bcdefgh'],
    ['url', () => z.url(), 'https://example.com/a\u0000b'],
  ])('%s: one issue, the storable one (first, and the field\'s other checks stop), marked for the 400', (_name, schema, value) => {
    expect(only(schema().safeParse(value))).toEqual([storableIssue]);
  });

  it('email: the storable issue beside the format\'s own (the format is checked first, by zod)', () => {
    expect(only(z.email().safeParse('a\u0000b@example.com'))).toContainEqual(storableIssue);
    expect(only(z.email().safeParse('asha@exa\uD800mple.com'))).toContainEqual(storableIssue);
  });

  it('keeps accepting what it accepted', () => {
    expect(z.string().parse('हिन्दी 😀')).toBe('हिन्दी 😀');
    expect(z.email().parse('asha@example.com')).toBe('asha@example.com');
    expect(z.url().parse('https://example.com/%00')).toBe('https://example.com/%00');
    expect(z.string({ error: 'Name is required.' }).safeParse(3).error?.issues[0].message).toBe('Name is required.');
  });

  it('nested in objects and arrays, the issue names the field', () => {
    const schema = z.object({ articles: z.array(z.object({ title: z.string() })) });
    const issue = schema.safeParse({ articles: [{ title: 'ok' }, { title: '\uD800' }] }).error!.issues[0];
    expect(issue.path).toEqual(['articles', 1, 'title']);
    expect(issue.message).toBe(TEXT_NOT_STORABLE);
  });

  it('the message is the one the answer carries', () => {
    expect(TEXT_NOT_STORABLE).toBe('Text cannot contain NUL characters or broken Unicode.');
    expect(NOT_STORABLE_PARAMS).toEqual({ notStorable: true });
  });
});
