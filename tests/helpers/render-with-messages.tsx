import fs from 'node:fs';
import path from 'node:path';
import { act, render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

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

/** The one way component tests render: with the real messages of a locale, as the app's provider does. */
export function renderWithMessages(ui: ReactElement, locale: TestLocale = 'en', options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
        {children}
      </NextIntlClientProvider>
    ),
  });
}

/**
 * A component as the server sends it, with the real messages of a locale: its HTML in a container
 * of the document, to read before any script runs; `hydrate()` then brings it alive as the browser
 * does, and fails the test on any error React reports (a hydration mismatch). Returns the unmount.
 */
export function serverRendered(ui: ReactElement, locale: TestLocale = 'en') {
  const page = (
    <NextIntlClientProvider locale={locale} messages={messagesFor(locale)} timeZone="Asia/Kolkata">
      {ui}
    </NextIntlClientProvider>
  );
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
