import fs from 'node:fs';
import path from 'node:path';
import { cardTimeParts } from '@/lib/news/card-time';
import { categoryWords } from '@/lib/news/article';

/** The catalogs' names (`feed.weekdays.*`, `feed.months.*`), which the card's `feed.time` message puts in. */
const catalog = (locale: 'en' | 'hi') => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, 'feed.json'), 'utf8')) as { weekdays: Record<string, string>; months: Record<string, string> };
function named(iso: string, locale: 'en' | 'hi') {
  const parts = cardTimeParts(iso);
  const { weekdays, months } = catalog(locale);
  return parts && { ...parts, weekday: weekdays[parts.weekday], month: months[parts.month] };
}

describe('cardTimeParts', () => {
  it('gives hh:mm am/pm in Indian time, the weekday and month as numbers for the catalog to name', () => {
    // 09:05 UTC is 14:35 in India.
    expect(cardTimeParts('2026-11-23T09:05:00Z')).toEqual({ time: '02:35 pm', weekday: 1, day: '23', month: 10, year: '2026' });
    expect(named('2026-11-23T09:05:00Z', 'en')).toEqual({ time: '02:35 pm', weekday: 'Monday', day: '23', month: 'November', year: '2026' });
    // Just after midnight in India is still the day before in UTC.
    expect(named('2026-11-22T18:35:00Z', 'en')).toEqual({ time: '12:05 am', weekday: 'Monday', day: '23', month: 'November', year: '2026' });
    expect(cardTimeParts('2026-11-23T06:30:00Z')?.time).toBe('12:00 pm');
    // Sunday is 0, December 11.
    expect(cardTimeParts('2026-12-27T12:00:00Z')).toMatchObject({ weekday: 0, month: 11 });
  });

  it('Hindi day and month names on /hi, with the same digits and clock', () => {
    expect(named('2026-11-23T09:05:00Z', 'hi')).toEqual({ time: '02:35 pm', weekday: 'सोमवार', day: '23', month: 'नवंबर', year: '2026' });
    expect(named('2024-01-06T04:30:00Z', 'hi')).toEqual({ time: '10:00 am', weekday: 'शनिवार', day: '6', month: 'जनवरी', year: '2024' });
  });

  it.each(['en', 'hi'] as const)('%s: gives what Intl gives in India\'s time zone, for every day from 1946 to 2031 and around midnight', (locale) => {
    const dateFormat = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const clockFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });
    const expected = (date: Date) => {
      const parts = Object.fromEntries(dateFormat.formatToParts(date).map((part) => [part.type, part.value]));
      const clock = Object.fromEntries(clockFormat.formatToParts(date).map((part) => [part.type, part.value]));
      return { time: `${clock.hour.padStart(2, '0')}:${clock.minute} ${clock.dayPeriod.toLowerCase()}`, weekday: parts.weekday, day: parts.day, month: parts.month, year: parts.year };
    };
    const start = Date.UTC(1946, 0, 1);
    const end = Date.UTC(2031, 0, 1);
    let checked = 0;
    const mismatches: string[] = [];
    // One instant a day at a minute that walks through the day (37 is prime to 1,440), and the minutes
    // either side of India's midnight and noon, where the day, the weekday and am/pm change.
    for (let day = 0, at = start; at < end; day += 1, at += 86_400_000) {
      for (const instant of [at + ((day * 37) % 1440) * 60_000, at + 18 * 3_600_000 + 29 * 60_000, at + 18 * 3_600_000 + 30 * 60_000, at + 6 * 3_600_000 + 30 * 60_000]) {
        const date = new Date(instant);
        const [ours, intl] = [JSON.stringify(named(date.toISOString(), locale)), JSON.stringify(expected(date))];
        if (ours !== intl && mismatches.length < 5) mismatches.push(`${date.toISOString()}: ${ours} ≠ ${intl}`);
        checked += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(120_000);
  });

  it('leaves dates before 1946 to the time zone database (India was not on +05:30 all along)', () => {
    // 1942–1945 India kept war time, UTC+06:30: 17:00 UTC was 23:30 there, not 22:30.
    expect(named('1943-06-01T17:00:00Z', 'en')).toEqual({ time: '11:30 pm', weekday: 'Tuesday', day: '1', month: 'June', year: '1943' });
    // Across India's midnight of that time: 18:00 UTC was 00:30 the next day.
    expect(named('1943-12-31T18:00:00Z', 'hi')).toEqual({ time: '12:30 am', weekday: 'शनिवार', day: '1', month: 'जनवरी', year: '1944' });
  });

  it('is null for a date it cannot read', () => {
    expect(cardTimeParts('not a date')).toBeNull();
  });
});

describe('categoryWords', () => {
  it('splits camel case and hyphens into capitalised words', () => {
    expect(categoryWords('corporateNews')).toBe('Corporate News');
    expect(categoryWords('policyAndRegulation')).toBe('Policy And Regulation');
    expect(categoryWords('personal-finance')).toBe('Personal Finance');
    expect(categoryWords('stocks')).toBe('Stocks');
  });
});
