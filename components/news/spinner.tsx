'use client';

import { SpinnerBox } from '@/components/ui/spinner';
import { useTranslations } from '@/lib/i18n/messages-context';

/** Shown only while the browser loads news (Load More, bookmarks); the first page comes with the HTML. */
export function Spinner() {
  return <SpinnerBox label={useTranslations('feed')('loading')} />;
}
