/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import catalogLoader from 'next-intl/extractor/catalogLoader';
import { createTranslator } from 'use-intl/core';
import { LOCALES, type Locale } from '@/lib/categories';
import { NAMESPACES } from '@/i18n/namespaces';
import { loadMessages, mergeNamespaces } from '@/i18n/load-messages';
import { listIndexes } from '@/i18n/list-length';
import { createTranslate } from '@/lib/i18n/translator';
import { compileCatalog } from '../helpers/render-with-messages';

/**
 * The build precompiles the catalogs (next.config.ts: next-intl's catalog loader, and
 * `use-intl/format-message` replaced by its format-only formatter, which has no `t.raw`). The rest
 * of the suite reads the raw catalogs with the full formatter; this file reads them as the build's
 * pages do: each catalog through next-intl's own loader, then a translator whose formatter is the
 * format-only one.
 */
type Messages = Record<string, unknown>;
type Translator = ((key: string, values?: Record<string, string | number>) => string) & { has(key: string): boolean };
type CreateTranslator = (options: { locale: string; messages: Messages; namespace?: string }) => Translator;

function compile(file: string): Promise<Messages> {
  const source = fs.readFileSync(file, 'utf8');
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: file,
      rootContext: process.cwd(),
      getOptions: () => ({ messages: { format: 'json', precompile: true } }),
      async: () => (error: Error | null, result?: string) => {
        if (error) return reject(error);
        // The loader emits `export default JSON.parse("…")`.
        resolve(JSON.parse(JSON.parse(/^export default JSON\.parse\((.*)\);$/s.exec(result ?? '')?.[1] ?? 'null')) as Messages);
      },
    };
    (catalogLoader as unknown as (this: typeof context, source: string) => void).call(context, source);
  });
}

/** A locale's messages as the build loads them (i18n/load-messages.ts), each file compiled. */
async function compiledMessages(locale: Locale): Promise<Messages> {
  return mergeNamespaces(
    await Promise.all(NAMESPACES.map(async (namespace) => [namespace, await compile(path.join(process.cwd(), 'messages', locale, `${namespace}.json`))] as const)),
  );
}

/** use-intl's createTranslator as the build bundles it: its formatter is the format-only one. */
function buildTranslator(): CreateTranslator {
  let create: CreateTranslator | undefined;
  jest.isolateModules(() => {
    jest.doMock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
    create = (jest.requireActual('use-intl/core') as { createTranslator: CreateTranslator }).createTranslator;
    jest.dontMock('use-intl/format-message');
  });
  if (!create) throw new Error('use-intl/core did not load');
  return create;
}

/** Every message's key with the names of its arguments. */
function keysOf(tree: unknown, prefix = ''): [string, string[]][] {
  if (typeof tree === 'string') return [[prefix, [...new Set([...tree.matchAll(/\{(\w+)/g)].map((m) => m[1]))]]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const formatOnly = buildTranslator();
const full = createTranslator as unknown as CreateTranslator;

describe.each(LOCALES)('catalogs as the build compiles them (%s)', (locale) => {
  let compiled: Messages;
  beforeAll(async () => {
    compiled = await compiledMessages(locale);
  });

  it('a list comes out of the loader as an object keyed by index, not as an array (so pages read lists by index)', () => {
    const legal = compiled.legal as { terms: { sections: unknown }; disclaimer: { paragraphs: unknown } };
    expect(Array.isArray(legal.terms.sections)).toBe(false);
    expect(Object.keys(legal.disclaimer.paragraphs as object)).toEqual(['0', '1', '2']);
  });

  it('every message formats to the same text as the raw catalog with the full ICU formatter', async () => {
    const raw = await loadMessages(locale);
    const built = formatOnly({ locale, messages: compiled });
    const reference = full({ locale, messages: raw });
    const keys = keysOf(raw);
    expect(keys.length).toBeGreaterThan(400);
    for (const [key, names] of keys) {
      // Numbers fill every kind of argument: plural, number and plain ones.
      const values = Object.fromEntries(names.map((name, i) => [name, i + 2]));
      expect({ key, text: built(key, values) }).toEqual({ key, text: reference(key, values) });
    }
  });

  it("the client components' own translator reads every compiled message as the full formatter reads the raw one", async () => {
    const raw = await loadMessages(locale);
    const errors: string[] = [];
    const client = createTranslate({ locale, messages: compiled, timeZone: 'Asia/Kolkata', onError: (error) => errors.push(error) });
    const reference = full({ locale, messages: raw });
    for (const [key, names] of keysOf(raw)) {
      for (const count of [0, 1, 2, 1234]) {
        const values = Object.fromEntries(names.map((name, i) => [name, count + i]));
        expect({ key, text: client(key, values) }).toEqual({ key, text: reference(key, values) });
      }
      expect(client.has(key)).toBe(true);
    }
    // Only the rich texts (tags, read with t.rich on the server) cannot be formatted with plain values:
    // those give their id, as next-intl's do, and say so.
    const richKeys = new Set(keysOf(raw).map(([key]) => key).filter((key) => /<\w+>/.test(key.split('.').reduce((node: unknown, part) => (node as Messages)[part], raw) as string)));
    expect(richKeys.size).toBeGreaterThan(0);
    expect(new Set(errors.map((error) => /^FORMATTING_ERROR: `([^`]+)`/.exec(error)?.[1]))).toEqual(richKeys);
  });

  it("the component tests' compiled catalogs (tests/helpers) are the loader's", async () => {
    expect(compileCatalog(await loadMessages(locale))).toEqual(compiled);
  });

  it('lists are read by index: the terms, privacy and disclaimer have their sections and paragraphs', () => {
    const t = formatOnly({ locale, messages: compiled, namespace: 'legal' });
    expect(listIndexes(t, 'terms.sections').map((i) => t(`terms.sections.${i}.id`))).toEqual(['acceptance', 'definitions', 'approval', 'platform', 'agreement']);
    expect(listIndexes(t, 'privacy.sections')).toHaveLength(10);
    expect(listIndexes(t, 'terms.sections.0.body')).toHaveLength(3);
    expect(listIndexes(t, 'disclaimer.paragraphs')).toHaveLength(3);
    const paragraph = t('terms.sections.0.body.0', { siteName: 'ShortNews', contactEmail: 'desk@example.test' });
    expect(paragraph).toContain('ShortNews');
    expect(paragraph).not.toContain('{');
  });
});

describe('catalog parts that server code imports as files', () => {
  // lib/accounts/schemas.ts (auth.validation, auth.errors, auth.api) and lib/i18n/error-codes.ts
  // (auth.validation, auth.errors, apiErrors.news, apiErrors.blog) use these texts as strings: that
  // holds in the build only while each compiles to itself. A placeholder here must be read through
  // createTranslator instead, as the reset mail does.
  it.each(['en/auth.json:validation', 'en/auth.json:errors', 'en/auth.json:api', 'en/apiErrors.json:news', 'en/apiErrors.json:blog'])(
    '%s: every message compiles to the same string',
    async (part) => {
      const [file, key] = part.split(':');
      const compiled = (await compile(path.join(process.cwd(), 'messages', file)))[key] as Messages;
      const raw = (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')) as Record<string, Messages>)[key];
      expect(Object.keys(raw).length).toBeGreaterThan(0);
      expect(compiled).toEqual(raw);
    },
  );
});

describe('the password-reset mail from the compiled catalogs', () => {
  it.each(LOCALES)('%s: subject, greeting and body have their placeholders filled', async (locale) => {
    const [en, hi] = await Promise.all([compile(path.join(process.cwd(), 'messages/en/auth.json')), compile(path.join(process.cwd(), 'messages/hi/auth.json'))]);
    let mail: { subject: string; text: string; html: string } | undefined;
    jest.isolateModules(() => {
      jest.doMock('use-intl/format-message', () => jest.requireActual('use-intl/format-message/format-only'));
      jest.doMock('@/messages/en/auth.json', () => en);
      jest.doMock('@/messages/hi/auth.json', () => hi);
      const { resetPasswordMail } = jest.requireActual('@/lib/mail/reset-password-mail') as typeof import('@/lib/mail/reset-password-mail');
      mail = resetPasswordMail({ to: 'asha@example.test', name: 'Asha', link: 'http://localhost:3000/en/reset-password?token=abc', locale, siteName: 'ShortNews' });
      for (const name of ['use-intl/format-message', '@/messages/en/auth.json', '@/messages/hi/auth.json']) jest.dontMock(name);
    });
    expect(mail?.subject).toContain('ShortNews');
    expect(mail?.text).toContain('Asha');
    expect(mail?.text).toContain('http://localhost:3000/en/reset-password?token=abc');
    expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toMatch(/\{(siteName|name)\}|,siteName|\[object/);
  });
});
