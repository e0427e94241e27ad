import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { loadMessages } from '@/i18n/load-messages';

/** Renders with the real message files of a locale, as the app does. */
export async function renderWithMessages(ui: ReactElement, locale: 'en' | 'hi' = 'en') {
  const messages = await loadMessages(locale);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Kolkata">
      {ui}
    </NextIntlClientProvider>,
  );
}
