import fs from 'node:fs';
import path from 'node:path';
import { act, render, type RenderOptions } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MessagesProvider } from '@/lib/i18n/messages-context';

export type TestLocale = 'en' | 'hi';

const cache = new Map<TestLocale, Record<string, unknown>>();

/**
 * Every message of a locale, shaped as the app's provider gives them (i18n/load-messages.ts):
 * common.json's namespaces at the top level, every other file under its own name. Read from the
 * real files, so a component test fails when a key it renders is missing.
 */
export function messagesFor(locale: TestLocale = 'en'): Record<string, unknown> {
  const known = cache.get(locale);
  if (known) return known;
  const folder = path.join(process.cwd(), 'messages', locale);
  const messages: Record<string, unknown> = {};
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
    const content = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
    const namespace = file.replace(/\.json$/, '');
    if (namespace === 'common') Object.assign(messages, content);
    else messages[namespace] = content;
  }
  cache.set(locale, messages);
  return messages;
}

/**
 * A catalog compiled as the build compiles it (next-intl's precompile: every message through
 * icu-minify's `compile`, a list becoming an object keyed "0", "1"…), which is what the client's
 * translator reads (lib/i18n/translator.ts). tests/i18n/precompiled-catalogs.test.ts checks it
 * against next-intl's own catalog loader.
 */
export function compileCatalog(tree: unknown): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    compiled[key] = typeof value === 'string' ? compile(value) : compileCatalog(value);
  }
  return compiled;
}

const compiledCache = new Map<TestLocale, Record<string, unknown>>();

/** Every message of a locale, compiled, as the app's provider gives them to the client components. */
export function compiledMessagesFor(locale: TestLocale = 'en'): Record<string, unknown> {
  const known = compiledCache.get(locale);
  if (known) return known;
  const compiled = compileCatalog(messagesFor(locale));
  compiledCache.set(locale, compiled);
  return compiled;
}

/**
 * What a page gives its components: the server components read next-intl (in the app, from the
 * request; here from its provider, with the raw catalogs), the client components the compiled
 * catalogs through our own provider (components/layout/client-messages.tsx).
 */
function withMessages(ui: React.ReactNode, locale: TestLocale) {
  return (
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      <MessagesProvider locale={locale} messages={compiledMessagesFor(locale)} timeZone="Asia/Kolkata">
        {ui}
      </MessagesProvider>
    </NextIntlClientProvider>
  );
}

/** The one way component tests render: with the real messages of a locale, as the app's provider does. */
export function renderWithMessages(ui: ReactElement, locale: TestLocale = 'en', options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: ({ children }) => withMessages(children, locale) });
}

/**
 * A component as the server sends it, with the real messages of a locale: its HTML in a container
 * of the document, to read before any script runs; `hydrate()` then brings it alive as the browser
 * does, and fails the test on any error React reports (a hydration mismatch). Returns the unmount.
 */
export function serverRendered(ui: ReactElement, locale: TestLocale = 'en') {
  const page = withMessages(ui, locale);
  const html = renderToString(page);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  async function hydrate(): Promise<() => void> {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    return () => {
      act(() => root!.unmount());
      container.remove();
    };
  }
  return { html, container, hydrate };
}
