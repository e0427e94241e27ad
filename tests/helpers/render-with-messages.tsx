import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import enFeed from '@/messages/en/feed.json';
import hiFeed from '@/messages/hi/feed.json';

/** Renders a component with the feed messages of a locale, as the app's provider gives them. */
export function renderWithMessages(ui: ReactElement, locale: 'en' | 'hi' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={{ feed: locale === 'en' ? enFeed : hiFeed }} timeZone="Asia/Kolkata">
      {ui}
    </NextIntlClientProvider>,
  );
}
