/** Cards show Indian time on the server and in every browser alike, so the HTML hydrates unchanged. */
export const CARD_TIME_ZONE = 'Asia/Kolkata';

/**
 * A card's time in India: "hh:mm am/pm", the weekday (0 Sunday … 6) and month (0 January … 11) for
 * the catalog to name (`feed.weekdays.*`, `feed.months.*`: a page carries its own language's names
 * only, issue 28), the day and the year.
 */
export type CardTimeParts = { time: string; weekday: number; day: string; month: number; year: string };

/**
 * India's time has been UTC+05:30, without summer time, since 1945: the parts of a later date are
 * computed here, not by `Intl.DateTimeFormat` (issue 28). Building the first formatter with a time
 * zone loads the browser's locale and zone data: a CPU profile of the phone feed's hydration (4×
 * slowed, as Lighthouse's phone) spent 89 ms of its long task there. The names are the catalogs',
 * CLDR's as Node's ICU gives them (tests/lib/news/card-time.test.ts compares every day of several
 * years with `Intl`); being ours, the server's HTML and every browser's render are the same text,
 * whatever CLDR version a browser ships.
 */
const FIXED_OFFSET_SINCE = Date.UTC(1946, 0, 1);
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** "hh:mm am/pm" from a 24-hour clock: no locale changes its shape. */
function clock(hour24: number, minute: number): string {
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'am' : 'pm'}`;
}

/** The parts of India's wall clock at an instant, as UTC fields of a shifted date. */
function indiaWallClock(date: Date): Date {
  if (date.getTime() >= FIXED_OFFSET_SINCE) return new Date(date.getTime() + INDIA_OFFSET_MS);
  // Dates before 1946 (India's wartime and earlier offsets): the time zone database decides.
  const format = new Intl.DateTimeFormat('en-US', { timeZone: CARD_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute));
}

/** The parts of a card's time, for the `feed.time` message to arrange. Null for an unreadable date. */
export function cardTimeParts(iso: string): CardTimeParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const india = indiaWallClock(date);
  return {
    time: clock(india.getUTCHours(), india.getUTCMinutes()),
    weekday: india.getUTCDay(),
    day: String(india.getUTCDate()),
    month: india.getUTCMonth(),
    year: String(india.getUTCFullYear()),
  };
}
