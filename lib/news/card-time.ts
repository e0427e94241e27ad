import type { Locale } from '@/lib/categories';

/** Cards show Indian time on the server and in every browser alike, so the HTML hydrates unchanged. */
export const CARD_TIME_ZONE = 'Asia/Kolkata';

export type CardTimeParts = { time: string; weekday: string; day: string; month: string; year: string };

const formatters = new Map<Locale, { date: Intl.DateTimeFormat; clock: Intl.DateTimeFormat }>();

function formattersFor(locale: Locale) {
  let found = formatters.get(locale);
  if (!found) {
    const tag = locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN';
    found = {
      date: new Intl.DateTimeFormat(tag, { timeZone: CARD_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      // The clock is always "hh:mm am/pm": built from the 24-hour parts so no locale changes its shape.
      clock: new Intl.DateTimeFormat('en-GB', { timeZone: CARD_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/**
 * The parts of a card's time — "hh:mm am/pm", then weekday, day, month and year with the
 * locale's names (Hindi on /hi) — for the `feed.time` message to arrange. Null for an unreadable date.
 */
export function cardTimeParts(iso: string, locale: Locale): CardTimeParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const { date: dateFormat, clock } = formattersFor(locale);
  const parts = Object.fromEntries(dateFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const clockParts = Object.fromEntries(clock.formatToParts(date).map((part) => [part.type, part.value]));
  const hour24 = Number(clockParts.hour) % 24;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const time = `${String(hour12).padStart(2, '0')}:${clockParts.minute} ${hour24 < 12 ? 'am' : 'pm'}`;
  return { time, weekday: parts.weekday, day: parts.day, month: parts.month, year: parts.year };
}
