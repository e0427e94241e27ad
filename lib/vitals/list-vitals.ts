import 'server-only';
import { desc, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { webVitalsDaily } from '@/models/schema';
import { p75Of, VITAL_METRICS, type VitalMetric } from './metrics';
import { vitalsDay } from './record-vitals';

export type VitalsRow = {
  day: string;
  pageType: string;
  device: string;
  locale: string;
  /** p75 per metric (ms; CLS unitless), null where no visit reported it. */
  p75: Record<VitalMetric, number | null>;
  /** Page views counted (the most reported metric's count). */
  views: number;
};

/** p75 per day, page type, device and language over the last `days` days (today included), newest first. */
export async function listVitalsP75({ days = 7, now = new Date() }: { days?: number; now?: Date } = {}): Promise<VitalsRow[]> {
  const db = await getDb();
  const since = vitalsDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const rows = await db.select().from(webVitalsDaily).where(gte(webVitalsDaily.day, since)).orderBy(desc(webVitalsDaily.day));
  const groups = new Map<string, { day: string; pageType: string; device: string; locale: string; histograms: Map<VitalMetric, Map<number, number>> }>();
  for (const row of rows) {
    const key = [row.day, row.pageType, row.device, row.locale].join('|');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { day: row.day, pageType: row.pageType, device: row.device, locale: row.locale, histograms: new Map() }));
    const metric = row.metric as VitalMetric;
    if (!VITAL_METRICS.includes(metric)) continue;
    const histogram = group.histograms.get(metric) ?? new Map<number, number>();
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.count);
    group.histograms.set(metric, histogram);
  }
  return [...groups.values()]
    .map((group) => {
      const p75 = Object.fromEntries(VITAL_METRICS.map((metric) => [metric, p75Of(metric, group.histograms.get(metric) ?? new Map())])) as Record<VitalMetric, number | null>;
      const views = Math.max(0, ...[...group.histograms.values()].map((histogram) => [...histogram.values()].reduce((sum, count) => sum + count, 0)));
      return { day: group.day, pageType: group.pageType, device: group.device, locale: group.locale, p75, views };
    })
    .sort((a, b) => b.day.localeCompare(a.day) || a.pageType.localeCompare(b.pageType) || a.device.localeCompare(b.device) || a.locale.localeCompare(b.locale));
}
