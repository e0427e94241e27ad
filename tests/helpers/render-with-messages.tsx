import fs from 'node:fs';
import path from 'node:path';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';

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
