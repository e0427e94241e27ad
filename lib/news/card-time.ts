import type { Locale } from '@/lib/categories';

/** Cards show Indian time on the server and in every browser alike, so the HTML hydrates unchanged. */
export const CARD_TIME_ZONE = 'Asia/Kolkata';

export type CardTimeParts = { time: string; weekday: string; day: string; month: string; year: string };

/**
 * India's time has been UTC+05:30, without summer time, since 1945: the parts of a later date are
 * computed here, not by `Intl.DateTimeFormat` (issue 28). Building the first formatter with a time
 * zone loads the browser's locale and zone data: a CPU profile of the phone feed's hydration (4×
 * slowed, as Lighthouse's phone) spent 89 ms of its long task there. The names are CLDR's, as
 * Node's ICU gives them (tests/lib/news/card-time.test.ts compares every day of several years with
 * `Intl`); being ours, the server's HTML and every browser's render are the same text, whatever
 * CLDR version a browser ships.
 */
const FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1);
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

const NAMES: Record<Locale, { weekdays: readonly string[]; months: readonly string[] }> = {
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  hi: {
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
};

/** "hh:mm am/pm" from a 24-hour clock: no locale changes its shape. */
function clock(hour24: number, minute: number): string {
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'am' : 'pm'}`;
}

/** Dates before 1946 (India's wartime and earlier offsets): the time zone database decides. */
function partsByIntl(date: Date, locale: Locale): CardTimeParts {
  const dateFormat = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', { timeZone: CARD_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: CARD_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = Object.fromEntries(dateFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const clockParts = Object.fromEntries(clockFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return { time: clock(Number(clockParts.hour) % 24, Number(clockParts.minute)), weekday: parts.weekday, day: parts.day, month: parts.month, year: parts.year };
}

/**
 * The parts of a card's time — "hh:mm am/pm", then weekday, day, month and year with the
 * locale's names (Hindi on /hi) — for the `feed.time` message to arrange. Null for an unreadable date.
 */
export function cardTimeParts(iso: string, locale: Locale): CardTimeParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  if (date.getTime() < FIXED_OFFSET_SINCE) return partsByIntl(date, locale);
  // The UTC fields of the shifted instant are India's wall-clock fields.
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  const names = NAMES[locale];
  return {
    time: clock(india.getUTCHours(), india.getUTCMinutes()),
    weekday: names.weekdays[india.getUTCDay()],
    day: String(india.getUTCDate()),
    month: names.months[india.getUTCMonth()],
    year: String(india.getUTCFullYear()),
  };
}
