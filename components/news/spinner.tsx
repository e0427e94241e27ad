'use client';

import { useTranslations } from 'next-intl';
import { SpinnerBox } from '@/components/ui/spinner';

/** Shown only while the browser loads news (Load More, bookmarks); the first page comes with the HTML. */
export function Spinner() {
  return <SpinnerBox label={useTranslations('feed')('loading')} />;
}
