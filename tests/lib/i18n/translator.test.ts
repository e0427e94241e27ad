/** @jest-environment node */
import compile from 'icu-minify/compile';
import { createTranslate } from '@/lib/i18n/translator';
import { compileCatalog } from '../../helpers/render-with-messages';

/**
 * The client components' translator (issue 28): a message of the build's compiled catalogs, found by
 * its dotted id and formatted by icu-minify. tests/i18n/precompiled-catalogs.test.ts reads every real
 * message through it against next-intl's full formatter; this pins what a component sees at the edges.
 */
const messages = compileCatalog({
  feed: { title: 'Top stories', by: 'By {source}', fresh: '{count, plural, =0 {Nothing new} one {# new story} other {# new stories}}', total: '{count, number} stories' },
  reader: { share: { button: 'Share', copied: 'Link copied' } },
  rich: 'Read the <link>terms</link>',
  times: { on: 'Published on {when, date}' },
});

function translatorFor(options: { locale?: string; namespace?: string; timeZone?: string } = {}) {
  const errors: string[] = [];
  const t = createTranslate({ locale: options.locale ?? 'en', messages, timeZone: options.timeZone, namespace: options.namespace, onError: (error) => errors.push(error) });
  return { t, errors };
}

describe('createTranslate', () => {
  it('reads a message of a namespace, of a dotted namespace, or by its whole id without one', () => {
    expect(translatorFor({ namespace: 'feed' }).t('title')).toBe('Top stories');
    expect(translatorFor({ namespace: 'reader.share' }).t('copied')).toBe('Link copied');
    expect(translatorFor().t('reader.share.button')).toBe('Share');
  });

  it('puts arguments in, plurals by the language, with the exact case first', () => {
    const { t, errors } = translatorFor({ namespace: 'feed' });
    expect(t('by', { source: 'Reuters' })).toBe('By Reuters');
    expect(t('fresh', { count: 0 })).toBe('Nothing new');
    expect(t('fresh', { count: 1 })).toBe('1 new story');
    expect(t('fresh', { count: 3 })).toBe('3 new stories');
    expect(errors).toEqual([]);
  });

  it("formats numbers in the page's language: Indian grouping on a Hindi page", () => {
    expect(translatorFor({ namespace: 'feed' }).t('total', { count: 1234567 })).toBe('1,234,567 stories');
    expect(translatorFor({ namespace: 'feed', locale: 'hi' }).t('total', { count: 1234567 })).toBe('12,34,567 stories');
    expect(translatorFor({ namespace: 'feed', locale: 'hi' }).t('fresh', { count: 1234567 })).toBe('12,34,567 new stories');
  });

  it("formats dates in the page's time zone", () => {
    const lateEvening = new Date('2026-11-30T20:00:00Z');
    expect(translatorFor({ timeZone: 'Asia/Kolkata' }).t('times.on', { when: lateEvening })).toBe('Published on 12/1/2026');
    expect(translatorFor({ timeZone: 'UTC' }).t('times.on', { when: lateEvening })).toBe('Published on 11/30/2026');
  });

  it('gives a missing message its id and says so, in next-intl’s words, with the language', () => {
    const { t, errors } = translatorFor({ namespace: 'feed', locale: 'hi' });
    expect(t('nowhere')).toBe('feed.nowhere');
    expect(errors).toEqual(['MISSING_MESSAGE: Could not resolve `feed.nowhere` in messages for locale `hi`.']);
  });

  it('never reads a namespace, a part of a message or a compiled message’s insides as a message', () => {
    const { t, errors } = translatorFor();
    expect(t('reader.share')).toBe('reader.share');
    expect(t('feed.title.more')).toBe('feed.title.more');
    expect(Array.isArray(messages.feed && (messages.feed as Record<string, unknown>).by)).toBe(true);
    expect(t('feed.by.0')).toBe('feed.by.0');
    // A plain message is a string: its first letter is not a message either.
    expect(t('feed.title.0')).toBe('feed.title.0');
    expect(errors).toHaveLength(4);
    expect(errors.every((error) => error.startsWith('MISSING_MESSAGE'))).toBe(true);
  });

  it('reads an empty entry of a catalog as missing, not as an error of the page', () => {
    const errors: string[] = [];
    const t = createTranslate({ locale: 'en', messages: { broken: null, none: undefined }, onError: (error) => errors.push(error) });
    expect(t('broken.title')).toBe('broken.title');
    expect(t('none.title')).toBe('none.title');
    expect(t.has('broken')).toBe(false);
    expect(errors).toHaveLength(2);
  });

  it('answers has() for messages only, without an error', () => {
    const { t, errors } = translatorFor({ namespace: 'feed' });
    expect(t.has('title')).toBe(true);
    expect(t.has('by')).toBe(true);
    expect(t.has('nowhere')).toBe(false);
    expect(translatorFor().t.has('reader.share')).toBe(false);
    expect(translatorFor().t.has('feed.by.0')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('gives a rich text (tags, which only the server formats) its id and says why, and the page goes on', () => {
    const { t, errors } = translatorFor();
    expect(t('rich')).toBe('rich');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^FORMATTING_ERROR: `rich` in locale `en`: ./);
  });

  it('makes one plural rule per language and options for the page’s life, however many cards ask', () => {
    const Real = Intl.PluralRules;
    const made = jest.spyOn(Intl, 'PluralRules').mockImplementation((...args) => new Real(...args));
    const { t } = translatorFor({ namespace: 'feed', locale: 'mr' });
    for (const count of [1, 2, 3, 4]) t('fresh', { count });
    translatorFor({ namespace: 'feed', locale: 'mr' }).t('fresh', { count: 5 });
    expect(made).toHaveBeenCalledTimes(1);
    translatorFor({ namespace: 'feed', locale: 'ta' }).t('fresh', { count: 5 });
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });

  it('a plain message is returned as the catalog has it, values or not', () => {
    expect(compile('Top stories')).toBe('Top stories');
    expect(translatorFor({ namespace: 'feed' }).t('title', { count: 2 })).toBe('Top stories');
  });
});
