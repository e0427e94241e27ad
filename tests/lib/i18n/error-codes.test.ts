/** @jest-environment node */
import { apiErrorText } from '@/lib/i18n/api-error-text';
import { codeOfMessage, localizedMessage } from '@/lib/i18n/error-codes';
import { apiSchemas } from '@/lib/accounts/schemas';
import { newBlogSchema } from '@/lib/blogs/schemas';
import { createNewsSchema, NEWS_MESSAGES } from '@/lib/news/schemas';
import { createTranslate } from '@/lib/i18n/translator';
import { compiledMessagesFor } from '../../helpers/render-with-messages';

/** The client components' translator over the real catalogs of a locale, compiled as the build compiles them. */
function translator(locale: 'en' | 'hi') {
  return createTranslate({ locale, messages: compiledMessagesFor(locale), onError: (error) => { throw new Error(error); } });
}

const hi = translator('hi');
const en = translator('en');

describe('stable API error codes (issue 12)', () => {
  it('every message the news API answers has a code with a Hindi text', () => {
    for (const message of Object.values(NEWS_MESSAGES)) {
      const code = codeOfMessage(message);
      expect({ message, code }).toEqual({ message, code: expect.stringMatching(/^apiErrors\.news\./) });
      expect(en(code!)).toBe(message);
      expect(hi.has(code!)).toBe(true);
      expect(hi(code!)).not.toBe(message);
    }
  });

  it('the blog and account schemas answer messages that have codes', () => {
    const blog = newBlogSchema.safeParse({ title: '', categories: 'a', content: '[{"title":"","paragraphs":[]}]' });
    const account = apiSchemas.signup.safeParse({ fullName: '', email: 'not-an-email', password: 'short', agreeToTerms: false });
    const news = createNewsSchema.safeParse({ title: 'x', description: 'y', category: 'nowhere', language: 'fr' });
    for (const result of [blog, account, news]) {
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect({ message: issue.message, code: codeOfMessage(issue.message) }).toEqual({ message: issue.message, code: expect.any(String) });
    }
  });

  it('a Hindi page shows the Hindi text of the code; an English page the server message for a kind-only code', () => {
    const used = { error: 'This reset link has already been used. Please request a new one if you need to.', message: '…', code: 'auth.errors.resetTokenUsed' };
    expect(apiErrorText(hi, 'hi', used, 'fallback')).toBe(hi('auth.errors.resetTokenUsed'));
    expect(apiErrorText(en, 'en', used, 'fallback')).toBe('This reset link has already been used. Please request a new one if you need to.');

    const notFound = { error: 'Blog "x" not found.', message: 'Blog "x" not found.', code: 'apiErrors.status.not_found' };
    expect(apiErrorText(en, 'en', notFound, 'fallback')).toBe('Blog "x" not found.');
    expect(apiErrorText(hi, 'hi', notFound, 'fallback')).toBe('यह आइटम अब मौजूद नहीं है।');

    const withIssue = { message: 'Title is required.', code: 'apiErrors.status.invalid_input', issues: [{ path: 'title', message: 'Title is required.', code: 'apiErrors.news.titleRequired' }] };
    expect(apiErrorText(hi, 'hi', withIssue, 'fallback')).toBe('शीर्षक आवश्यक है।');

    // An answer from before codes, or no JSON at all.
    expect(apiErrorText(hi, 'hi', { error: 'Old', message: 'Old server text' }, 'fallback')).toBe('Old server text');
    expect(apiErrorText(hi, 'hi', null, 'fallback')).toBe('fallback');
  });

  it('an answer without a usable message or code gets the page\'s own fallback', () => {
    // A blank or non-text message says nothing, in either language.
    expect(apiErrorText(en, 'en', { error: 'x', message: '   ' }, 'fallback')).toBe('fallback');
    expect(apiErrorText(en, 'en', { error: 'x', message: '' }, 'fallback')).toBe('fallback');
    expect(apiErrorText(en, 'en', { message: 42 }, 'fallback')).toBe('fallback');
    expect(apiErrorText(hi, 'hi', { message: { text: 'nested' } }, 'fallback')).toBe('fallback');
    // An empty list of issues, or an issue without a code, is read as no issue.
    expect(apiErrorText(hi, 'hi', { message: 'Server text', issues: [] }, 'fallback')).toBe('Server text');
    expect(apiErrorText(hi, 'hi', { message: 'Server text', issues: [{ message: 'x' }] }, 'fallback')).toBe('Server text');
  });

  it('a client-side check in the shared (English) schema shows the page language', () => {
    expect(localizedMessage(hi, NEWS_MESSAGES.languageInvalid)).toBe(hi('apiErrors.news.languageInvalid'));
    expect(localizedMessage(hi, 'Something without a code')).toBe('Something without a code');
  });
});

describe('every kind of AppError', () => {
  it('has a text in both languages, for answers whose message has no code of its own', async () => {
    const { ERROR_STATUS } = await import('@/lib/errors');
    for (const kind of [...Object.keys(ERROR_STATUS), 'internal']) {
      expect({ kind, en: en.has(`apiErrors.status.${kind}`), hi: hi.has(`apiErrors.status.${kind}`) }).toEqual({ kind, en: true, hi: true });
    }
  });
});
