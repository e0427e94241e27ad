import type { Locale } from '@/lib/categories';

/** Path helpers: every public path carries its locale (the device segment is internal, added by proxy.ts). */
export function localePath(locale: Locale | string, ...segments: string[]): string {
  return `/${[locale, ...segments].filter(Boolean).join('/')}`;
}
