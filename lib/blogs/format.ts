import type { Locale } from '@/lib/categories';

/** "January 5, 2026" (SPEC: long US format) in English; the Hindi equivalent in Hindi. */
export function formatLongDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' });
}

/** "Jan 5, 2026" (admin lists). */
export function formatShortDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Kolkata' });
}

/** The 640 px variant of an image we stored, for cards and thumbnails; other URLs as they are. */
export function smallImage(url: string | null | undefined, placeholder = '/images/placeholder-blog.svg'): string {
  if (!url) return placeholder;
  return /^\/uploads\/[a-f0-9]{32}\.webp$/.test(url) ? url.replace(/\.webp$/, '-sm.webp') : url;
}
