import { ADMIN_NEWS_CATEGORIES } from '@/lib/categories';
import { createNewsSchema, isNewsId, NEWS_FORM_LANGUAGES, NEWS_MESSAGES, splitCategories, updateNewsSchema } from '@/lib/news/schemas';

/**
 * The Add News and News edit fields (SPEC §3, §5, §8) as the admin forms and /api/news check them.
 * Each case is what an editor (or an API client) sends and what they are told.
 */
const valid = { title: 'Markets rally', description: 'Stocks closed higher.', category: 'India' };

/** The issues of a refused input, as `{ path, message }`. */
function issues(schema: typeof createNewsSchema | typeof updateNewsSchema, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the SPEC messages', () => {
  it('are the texts the forms show', () => {
    expect(NEWS_MESSAGES.categoryRequired).toBe('Please select at least one category.');
    expect(NEWS_MESSAGES.titleRequired).toBe('Title is required.');
    expect(NEWS_MESSAGES.descriptionRequired).toBe('Description is required.');
    expect(NEWS_MESSAGES.photoRequired).toBe('A photo is required.');
    expect(NEWS_MESSAGES.urlInvalid).toBe('The URL must be a valid http(s) address.');
    expect(NEWS_MESSAGES.categoryUnknown).toBe(`Unknown category: choose from ${ADMIN_NEWS_CATEGORIES.join(', ')}.`);
    expect(NEWS_MESSAGES.languageInvalid).toBe('Language must be en, hi or both.');
    expect(NEWS_MESSAGES.versionInvalid).toBe('version must be a positive whole number.');
    expect(NEWS_MESSAGES.titleTooLong).toBe('Title must be at most 300 characters.');
    expect(NEWS_MESSAGES.descriptionTooLong).toBe('Description must be at most 10,000 characters.');
    expect(NEWS_MESSAGES.urlTooLong).toBe('The URL must be at most 2,000 characters.');
    expect(NEWS_FORM_LANGUAGES).toEqual(['en', 'hi', 'both']);
  });
});

describe('splitCategories', () => {
  it('reads labels and slugs alike: trimmed, lower-cased, without duplicates or empties', () => {
    expect(splitCategories(' India , Corporate-Actions,india,, ,STOCKS ')).toEqual(['india', 'corporate-actions', 'stocks']);
    expect(splitCategories('')).toEqual([]);
    expect(splitCategories(',,')).toEqual([]);
  });
});

describe.each([
  ['createNewsSchema', createNewsSchema],
  ['updateNewsSchema', updateNewsSchema],
] as const)('%s: the fields both forms share', (_name, schema) => {
  it('accepts a complete item, trimmed, with the categories as slugs', () => {
    const parsed = schema.parse({ title: '  Markets rally ', description: ' Stocks closed higher. ', category: 'India,Corporate-Actions', url: '' });
    expect(parsed).toMatchObject({ title: 'Markets rally', description: 'Stocks closed higher.', category: ['india', 'corporate-actions'] });
    expect(parsed.url).toBeUndefined();
  });

  it('a missing title, description or category answers the SPEC message for it', () => {
    expect(issues(schema, { description: 'd', category: 'India' })).toEqual([{ path: 'title', message: 'Title is required.' }]);
    expect(issues(schema, { title: 't', category: 'India' })).toEqual([{ path: 'description', message: 'Description is required.' }]);
    expect(issues(schema, { title: 't', description: 'd' })).toEqual([{ path: 'category', message: 'Please select at least one category.' }]);
  });

  it('a blank title, description or category is missing too', () => {
    expect(issues(schema, { ...valid, title: '   ' })).toEqual([{ path: 'title', message: 'Title is required.' }]);
    expect(issues(schema, { ...valid, description: '\n\t ' })).toEqual([{ path: 'description', message: 'Description is required.' }]);
    expect(issues(schema, { ...valid, category: ' , ,' })).toEqual([{ path: 'category', message: 'Please select at least one category.' }]);
  });

  it('a category outside the Add News list is named as unknown', () => {
    expect(issues(schema, { ...valid, category: 'India,Nowhere' })).toEqual([{ path: 'category.1', message: NEWS_MESSAGES.categoryUnknown }]);
    // general is a feed, not a category an editor files a story under.
    expect(issues(schema, { ...valid, category: 'general' })).toEqual([{ path: 'category.0', message: NEWS_MESSAGES.categoryUnknown }]);
  });

  it('every Add News category is accepted, as its slug', () => {
    expect(schema.parse({ ...valid, category: ADMIN_NEWS_CATEGORIES.join(',') }).category).toEqual([...ADMIN_NEWS_CATEGORIES]);
  });

  it('bounds the title at 300 and the description at 10,000 characters, and says so (not "required")', () => {
    expect(schema.safeParse({ ...valid, title: 't'.repeat(300) }).success).toBe(true);
    expect(issues(schema, { ...valid, title: 't'.repeat(301) })).toEqual([{ path: 'title', message: 'Title must be at most 300 characters.' }]);
    expect(schema.safeParse({ ...valid, description: 'd'.repeat(10_000) }).success).toBe(true);
    expect(issues(schema, { ...valid, description: 'd'.repeat(10_001) })).toEqual([{ path: 'description', message: 'Description must be at most 10,000 characters.' }]);
  });

  it('takes http and https links, trimmed; an empty or blank link is none', () => {
    expect(schema.parse({ ...valid, url: 'http://example.com/story' }).url).toBe('http://example.com/story');
    expect(schema.parse({ ...valid, url: ' https://example.com/a?b=1 ' }).url).toBe('https://example.com/a?b=1');
    expect(schema.parse({ ...valid, url: '   ' }).url).toBeUndefined();
    expect(schema.parse(valid).url).toBeUndefined();
  });

  it('refuses links that are not http(s) or not links, with the SPEC message', () => {
    // xhttp: and httpsx: check that the protocol rule is anchored at both ends.
    for (const url of ['javascript:alert(1)', 'ftp://example.com/file', 'data:text/html,hi', 'example.com/story', 'https//example.com', 'xhttp://example.com/', 'httpsx://example.com/']) {
      expect({ url, issues: issues(schema, { ...valid, url }) }).toEqual({ url, issues: [{ path: 'url', message: 'The URL must be a valid http(s) address.' }] });
    }
  });

  it('bounds a link at 2,000 characters', () => {
    const base = 'https://example.com/';
    expect(schema.parse({ ...valid, url: base + 'a'.repeat(2000 - base.length) }).url).toHaveLength(2000);
    expect(issues(schema, { ...valid, url: base + 'a'.repeat(2001 - base.length) })).toEqual([{ path: 'url', message: 'The URL must be at most 2,000 characters.' }]);
  });

  it('refuses fields that are not text (multipart sends text only)', () => {
    expect(issues(schema, { title: 1, description: ['d'], category: { a: 1 } })).toEqual([
      { path: 'title', message: 'Title is required.' },
      { path: 'description', message: 'Description is required.' },
      { path: 'category', message: 'Please select at least one category.' },
    ]);
  });
});

describe('createNewsSchema: language', () => {
  it('defaults to both (D11) when missing or empty', () => {
    expect(createNewsSchema.parse(valid).language).toBe('both');
    expect(createNewsSchema.parse({ ...valid, language: '' }).language).toBe('both');
  });

  it('takes en, hi or both and refuses anything else with its message', () => {
    for (const language of NEWS_FORM_LANGUAGES) expect(createNewsSchema.parse({ ...valid, language }).language).toBe(language);
    expect(issues(createNewsSchema, { ...valid, language: 'fr' })).toEqual([{ path: 'language', message: 'Language must be en, hi or both.' }]);
  });

  it('has no version: a create never carries one', () => {
    expect(createNewsSchema.parse({ ...valid, version: '3' })).not.toHaveProperty('version');
  });
});

describe('updateNewsSchema: language and version', () => {
  it('keeps the stored language when none is sent', () => {
    expect(updateNewsSchema.parse(valid).language).toBeUndefined();
    expect(updateNewsSchema.parse({ ...valid, language: '' }).language).toBeUndefined();
    expect(updateNewsSchema.parse({ ...valid, language: 'hi' }).language).toBe('hi');
    expect(issues(updateNewsSchema, { ...valid, language: 'xx' })).toEqual([{ path: 'language', message: 'Language must be en, hi or both.' }]);
  });

  it('reads the version as a positive whole number; none means the last save wins', () => {
    expect(updateNewsSchema.parse(valid).version).toBeUndefined();
    expect(updateNewsSchema.parse({ ...valid, version: '' }).version).toBeUndefined();
    expect(updateNewsSchema.parse({ ...valid, version: '   ' }).version).toBeUndefined();
    expect(updateNewsSchema.parse({ ...valid, version: ' 7 ' }).version).toBe(7);
    expect(updateNewsSchema.parse({ ...valid, version: '1' }).version).toBe(1);
  });

  it('refuses a version that is not a positive whole number, with its message', () => {
    for (const version of ['0', '-1', '1.5', 'abc', '1e400']) {
      expect({ version, issues: issues(updateNewsSchema, { ...valid, version }) }).toEqual({ version, issues: [{ path: 'version', message: 'version must be a positive whole number.' }] });
    }
  });
});

describe('isNewsId', () => {
  const id = '3f2b8c1e-9a4d-4e7f-8b6a-0c1d2e3f4a5b';

  it('accepts a UUID in either case', () => {
    expect(isNewsId(id)).toBe(true);
    expect(isNewsId(id.toUpperCase())).toBe(true);
  });

  it('refuses a UUID with anything around it, and whatever is not one', () => {
    for (const value of [`x${id}`, `${id}x`, ` ${id}`, `${id}\n`, `${id}/edit`, `a${id}b`, id.replace(/-/g, ''), id.slice(0, -1), `${id}0`, id.replace('3f2b', '3g2b'), '', 'general']) {
      expect({ value, isNewsId: isNewsId(value) }).toEqual({ value, isNewsId: false });
    }
  });

  it('checks every group of the UUID for its length', () => {
    const groups = id.split('-');
    groups.forEach((group, index) => {
      const shorter = groups.map((part, at) => (at === index ? part.slice(1) : part)).join('-');
      const longer = groups.map((part, at) => (at === index ? `${part}a` : part)).join('-');
      expect({ shorter, valid: isNewsId(shorter) }).toEqual({ shorter, valid: false });
      expect({ longer, valid: isNewsId(longer) }).toEqual({ longer, valid: false });
    });
  });
});
