/**
 * The newsroom's time zone (issue 26): schedules are entered and shown in India time, Asia/Kolkata,
 * which has no daylight saving (always UTC+05:30). Client-safe.
 */
export const NEWSROOM_TIME_ZONE = 'Asia/Kolkata';
const OFFSET = '+05:30';

/** A `datetime-local` value ("2026-11-26T06:00") read as India time → ISO 8601 with its offset, or null. */
export function newsroomLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const iso = `${value.length === 16 ? `${value}:00` : value}${OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** An instant → the `datetime-local` value of it in India time. */
export function isoToNewsroomLocal(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** An instant as the newsroom reads it ("26 Nov 2026, 6:00 am"). */
export function formatNewsroomTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: NEWSROOM_TIME_ZONE }).format(new Date(iso));
}
